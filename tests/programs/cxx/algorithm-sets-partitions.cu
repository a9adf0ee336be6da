// <algorithm> and <numeric> as course code uses them: partial_sum, adjacent_difference, unique,
// set_intersection/union/difference, merge, nth_element, partition, shuffle with mt19937
// (libstdc++'s order), accumulate into a string, transform into a back_inserter, map::try_emplace,
// ostream_iterator, equal_range.
// reference: g++
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <random>
#include <string>
#include <iterator>
#include <iostream>
#include <map>
int main() {
  std::vector<int> v{5, 3, 8, 1, 9, 2, 7, 3, 5};
  std::vector<int> ps(v.size()), ad(v.size());
  std::partial_sum(v.begin(), v.end(), ps.begin());
  std::adjacent_difference(v.begin(), v.end(), ad.begin());
  for (int x : ps) printf("%d ", x); printf("\n");
  for (int x : ad) printf("%d ", x); printf("\n");
  std::vector<int> s = v; std::sort(s.begin(), s.end());
  s.erase(std::unique(s.begin(), s.end()), s.end());
  std::vector<int> a{1, 3, 5, 7, 9}, inter, uni, diff;
  std::set_intersection(s.begin(), s.end(), a.begin(), a.end(), std::back_inserter(inter));
  std::set_union(s.begin(), s.end(), a.begin(), a.end(), std::back_inserter(uni));
  std::set_difference(s.begin(), s.end(), a.begin(), a.end(), std::back_inserter(diff));
  printf("%zu %zu %zu %zu\n", s.size(), inter.size(), uni.size(), diff.size());
  std::vector<int> m; std::merge(a.begin(), a.end(), s.begin(), s.end(), std::back_inserter(m));
  printf("%zu\n", m.size());
  std::vector<int> w = v;
  std::nth_element(w.begin(), w.begin() + 4, w.end());
  printf("median %d\n", w[4]);
  auto it = std::partition(w.begin(), w.end(), [](int x) { return x % 2 == 0; });
  printf("evens %td\n", it - w.begin());
  std::mt19937 g(7);
  std::vector<int> sh(10); std::iota(sh.begin(), sh.end(), 0);
  std::shuffle(sh.begin(), sh.end(), g);
  for (int x : sh) printf("%d", x); printf("\n");
  std::string joined = std::accumulate(std::next(v.begin()), v.end(), std::to_string(v[0]), [](std::string acc, int x) { return acc + "," + std::to_string(x); });
  printf("%s\n", joined.c_str());
  std::vector<std::string> words{"b", "a", "c"};
  std::vector<size_t> lens; std::transform(words.begin(), words.end(), std::back_inserter(lens), [](const std::string &x) { return x.size(); });
  std::map<std::string, int> cnt; for (auto &x : words) cnt.try_emplace(x, 0).first->second++;
  printf("%zu %zu %d\n", lens.size(), cnt.size(), (int)std::count(v.begin(), v.end(), 5));
  std::copy(v.begin(), v.begin() + 3, std::ostream_iterator<int>(std::cout, " "));
  std::cout << '\n';
  printf("%d %d\n", *std::min_element(v.begin(), v.end()), std::all_of(v.begin(), v.end(), [](int x) { return x > 0; }));
  std::reverse(v.begin(), v.end()); printf("%d\n", v[0]);
  auto [lo, hi] = std::equal_range(s.begin(), s.end(), 5);
  printf("%td %td\n", lo - s.begin(), hi - s.begin());
}
