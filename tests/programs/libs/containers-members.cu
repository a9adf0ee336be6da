// (g++ -x c++) containers as libstdc++'s: what insert/emplace/erase return
// ([sequence.reqmts], [associative.reqmts]), erasing while iterating, lower_bound/upper_bound/
// equal_range, vector's capacity growth, at() past the end throwing out_of_range with
// libstdc++'s what() for vector, deque ("deque::_M_range_check: ...)>= ...", its spacing),
// array ([array.overview]: "array::at: __n (which is 9) >= _Nm (which is 4)") and map;
// emplace of the element's constructor arguments and emplace_hint for map, multimap, set
// (set<pair<int, int>>::emplace(a, b)); list splice/merge/unique; adaptors. An unordered
// container's order is the implementation's: only its sorted contents are printed.
#include <iostream>
#include <vector>
#include <deque>
#include <list>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>
#include <stack>
#include <queue>
#include <array>
#include <forward_list>
#include <string>
#include <algorithm>
#include <stdexcept>
#include <utility>
using namespace std;
template <class C> void pr(const C& c, const char* tag) { cout << tag << ":"; for (auto& x : c) cout << " " << x; cout << " (" << c.size() << ")\n"; }
int main() {
  vector<int> v = {5, 3, 8, 1};
  auto it = v.insert(v.begin() + 1, 42); cout << *it << " " << (it - v.begin()) << "\n";
  it = v.insert(v.end(), 2, 7); cout << (it - v.begin()) << "\n";
  it = v.erase(v.begin()); cout << *it << "\n"; it = v.erase(v.begin(), v.begin() + 2); cout << *it << "\n"; pr(v, "v");
  v.emplace_back(9); auto& ref = v.emplace_back(10); ref++; pr(v, "v2"); cout << v.front() << v.back() << "\n";
  try { v.at(100); } catch (out_of_range& e) { cout << e.what() << "\n"; }
  vector<int> w(3); pr(w, "w"); w.resize(5, 2); pr(w, "w2"); w.assign({1, 2}); pr(w, "w3"); w.assign(3, 4); pr(w, "w4");
  for (auto i = v.begin(); i != v.end();) { if (*i % 2) i = v.erase(i); else ++i; } pr(v, "even");
  vector<int> e2 = {1, 2, 3, 4, 5, 6}; e2.erase(remove_if(e2.begin(), e2.end(), [](int x) { return x % 3 == 0; }), e2.end()); pr(e2, "rm");
  cout << (vector<int>{1, 2} < vector<int>{1, 3}) << (vector<int>{1, 2} == vector<int>{1, 2}) << "\n";
  vector<int> cap; for (int i = 0; i < 17; i++) { cap.push_back(i); cout << cap.capacity() << " "; } cout << "\n";
  vector<int> cap2(5); cap2.reserve(3); cout << cap2.capacity() << " "; cap2.shrink_to_fit(); cout << cap2.capacity() << " "; cap2.clear(); cout << cap2.capacity() << "\n";
  vector<bool> vb = {true, false, true}; vb.flip(); for (bool b : vb) cout << b; vb[0] = true; cout << vb[0] << vb.size() << "\n";
  deque<int> d = {1, 2, 3}; d.push_front(0); d.pop_back(); d.emplace_front(-1); pr(d, "d"); d.insert(d.begin() + 2, 99); pr(d, "d2"); d.erase(d.begin()); pr(d, "d3");
  try { d.at(50); } catch (out_of_range& e) { cout << e.what() << "\n"; }
  list<int> l = {3, 1, 2, 3, 3}; l.remove(3); pr(l, "l"); l.push_front(5); l.sort(); pr(l, "ls"); l.unique(); l.reverse(); pr(l, "lr");
  list<int> l2 = {10, 20}; l.splice(l.begin(), l2); pr(l, "spl"); pr(l2, "l2"); l.merge(l2); list<int> m1 = {1, 4}, m2 = {2, 3}; m1.merge(m2); pr(m1, "merge");
  l.remove_if([](int x) { return x > 5; }); pr(l, "rmif"); auto li = l.insert(next(l.begin()), 77); cout << *li << "\n";
  map<string, int> m; auto r = m.insert({"a", 1}); cout << r.second << " "; r = m.insert({"a", 2}); cout << r.second << r.first->second << " ";
  auto r2 = m.emplace("b", 3); cout << r2.second << " "; m["c"]; cout << m.size() << " " << m.count("c") << " " << m.count("z") << "\n";
  auto r3 = m.try_emplace("a", 9); cout << r3.second << r3.first->second << " "; auto r4 = m.insert_or_assign("a", 8); cout << r4.second << m["a"] << "\n";
  try { m.at("zz"); } catch (out_of_range& e) { cout << e.what() << "\n"; }
  map<int, int> mi = {{1, 10}, {3, 30}, {5, 50}, {7, 70}};
  cout << mi.lower_bound(3)->first << " " << mi.upper_bound(3)->first << " " << mi.lower_bound(4)->first << " " << (mi.upper_bound(7) == mi.end()) << "\n";
  auto er = mi.equal_range(5); cout << er.first->first << " " << er.second->first << "\n";
  for (auto i = mi.begin(); i != mi.end();) { if (i->first % 3 == 1) i = mi.erase(i); else ++i; } for (auto& [k, val] : mi) cout << k << "=" << val << " "; cout << "\n";
  cout << mi.erase(3) << mi.erase(4) << " " << mi.size() << "\n";
  multimap<int, string> mm; mm.insert({1, "a"}); mm.insert({1, "b"}); mm.insert({0, "c"}); mm.emplace(1, "d"); for (auto& p : mm) cout << p.first << p.second << " "; cout << mm.count(1) << "\n";
  auto mr = mm.equal_range(1); for (auto i = mr.first; i != mr.second; ++i) cout << i->second; cout << "\n";
  set<int> s = {5, 1, 3}; auto sr = s.insert(3); cout << sr.second << *sr.first << " "; sr = s.insert(4); cout << sr.second << *sr.first << " " << *s.lower_bound(2) << " " << *s.upper_bound(4) << " " << s.erase(1) << "\n"; pr(s, "s");
  set<int, greater<int>> sg = {1, 5, 3}; pr(sg, "sg"); multiset<int> ms = {3, 1, 3, 2}; pr(ms, "ms"); cout << ms.count(3) << " " << ms.erase(3) << "\n";
  auto fi = s.find(4); cout << (fi != s.end()) << " " << distance(s.begin(), fi) << "\n";
  unordered_map<string, int> um; um["x"] = 1; um["y"] = 2; auto ur = um.insert({"x", 5}); cout << ur.second << ur.first->second << " " << um.count("y") << " " << um.size() << "\n";
  vector<pair<string, int>> sorted(um.begin(), um.end()); sort(sorted.begin(), sorted.end()); for (auto& p : sorted) cout << p.first << p.second; cout << "\n";
  unordered_set<int> us = {1, 2, 3, 2}; cout << us.size() << us.count(2) << "\n";
  stack<int> st; st.push(1); st.push(2); st.emplace(3); cout << st.top() << st.size(); st.pop(); cout << st.top() << "\n";
  queue<int> q; q.push(1); q.push(2); cout << q.front() << q.back(); q.pop(); cout << q.front() << "\n";
  priority_queue<int> pq; for (int x : {3, 1, 4, 1, 5}) pq.push(x); while (!pq.empty()) { cout << pq.top(); pq.pop(); } cout << "\n";
  priority_queue<int, vector<int>, greater<int>> pq2; for (int x : {3, 1, 4}) pq2.push(x); cout << pq2.top() << "\n";
  array<int, 4> ar = {4, 2, 3, 1}; sort(ar.begin(), ar.end()); pr(ar, "ar"); cout << ar.front() << ar.back() << ar[2] << get<1>(ar) << ar.size() << "\n"; ar.fill(7); pr(ar, "arf");
  try { ar.at(9); } catch (out_of_range& e) { cout << e.what() << "\n"; }
  forward_list<int> fl = {3, 1, 2}; fl.push_front(0); fl.sort(); fl.insert_after(fl.begin(), 9); for (int x : fl) cout << x; cout << "\n";
  vector<vector<int>> vv(2, vector<int>(3, 1)); vv[1][2] = 5; cout << vv[1][2] << vv.size() << vv[0].size() << "\n";
  vector<int> sw1 = {1}, sw2 = {2, 3}; swap(sw1, sw2); cout << sw1.size() << sw2.size() << "\n";
  vector<string> vs; vs.emplace_back(3, 'x'); vs.emplace_back("yy"); pr(vs, "vs");
  set<pair<int, int>> sp; sp.emplace(2, 1); sp.emplace(1, 5); auto sph = sp.emplace_hint(sp.begin(), 0, 0); cout << sph->first << sp.begin()->second << sp.size() << "\n";
  map<int, int> cm = {{1, 1}}; auto hint = cm.emplace_hint(cm.end(), 2, 2); cout << hint->first << cm.size() << "\n";
  cout << m.find("b")->second << " " << (m.find("q") == m.end()) << " " << m.begin()->first << " " << m.rbegin()->first << "\n";
}
