//===- GraphInfo.cpp - Shared analysis for the exact solvers --------------===//

#include "Model.h"

#include <algorithm>

using namespace remat::solvers;
using namespace remat::solvers::detail;

GraphInfo::GraphInfo(const Graph &g, bool withRows) {
  n = (int)g.nodes.size();
  gs = g.gradStart;
  fwdReaders.assign(n, {});
  bwdReaders.assign(n, {});
  firstBwd.assign(n, kInf);
  cand.assign(n, 0);
  candIdx.assign(n, -1);
  eventIdx.assign(n, -1);
  for (int u = 0; u < n; ++u) {
    if (g.nodes[u].isInput)
      continue;
    for (int w : g.nodes[u].inputs) {
      if (g.nodes[w].isInput)
        continue;
      auto &list = u < gs ? fwdReaders[w] : bwdReaders[w];
      if (list.empty() || list.back() != u)
        list.push_back(u);
      if (u >= gs)
        firstBwd[w] = std::min(firstBwd[w], u);
    }
  }
  for (int v = 0; v < n; ++v)
    if (isCandidate(g, v)) {
      cand[v] = 1;
      candIdx[v] = (int)cands.size();
      cands.push_back(v);
    }
  for (int v : cands)
    if (firstBwd[v] != kInf)
      events.push_back(firstBwd[v]);
  std::sort(events.begin(), events.end());
  events.erase(std::unique(events.begin(), events.end()), events.end());
  for (int k = 0, e = (int)events.size(); k < e; ++k)
    eventIdx[events[k]] = k;

  if (!withRows)
    return;
  canAt.assign(cands.size(), {});
  for (int ci = (int)cands.size() - 1; ci >= 0; --ci) {
    int v = cands[ci];
    std::vector<int> s;
    if (firstBwd[v] != kInf)
      s.push_back(eventIdx[firstBwd[v]]);
    for (int u : fwdReaders[v])
      if (cand[u])
        for (int k : canAt[candIdx[u]])
          if (events[k] <= firstBwd[v])
            s.push_back(k);
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
    canAt[ci] = std::move(s);
  }

  // Rows.
  row.assign(n, -1);
  recRow.assign(cands.size(), {});
  std::vector<std::vector<int>> atEvent(events.size());
  for (int ci = 0, e = (int)cands.size(); ci < e; ++ci)
    for (int k : canAt[ci])
      atEvent[k].push_back(ci);
  int r = 0;
  for (int v = 0; v < gs; ++v)
    if (!g.nodes[v].isInput)
      row[v] = r++;
  for (int b = gs; b < n; ++b) {
    if (g.nodes[b].isInput)
      continue;
    if (int k = eventIdx[b]; k >= 0)
      for (int ci : atEvent[k])
        recRow[ci][k] = r++;
    row[b] = r++;
  }
  numRows = r;
}
