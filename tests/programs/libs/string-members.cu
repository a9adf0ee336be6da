// (g++ -x c++) std::string as libstdc++'s: find/rfind/find_*_of with a count
// ([string.find]), substr/erase/insert/replace/append/assign/compare/copy of a position past
// the end throwing out_of_range with libstdc++'s what() ([string.modifiers]), every overload
// of insert, replace, erase, append and assign (positions, iterators, counts of a char,
// substrings of a string), a string's own characters appended or inserted into it, the range
// constructor over any iterators (a list's, istreambuf_iterator: [string.cons]), char + string,
// operator=(char), swap, to_string of a long double and stoi/stod/stoul with bases and errors
// ([string.conversions]), getline and >> on an rvalue stream ([istream.rvalue]).
#include <iostream>
#include <string>
#include <stdexcept>
#include <algorithm>
using namespace std;
#define P(x) cout << #x << " = " << (x) << "\n"
#include <sstream>
#include <vector>
#include <iterator>
#include <list>
static void part1() {
  string s = "hello world, hello there";
  P(s.find("hello")); P(s.find("hello", 1)); P(s.find("xyz")); P(s.find("")); P(s.find("", 100)); P(s.find('o', 5));
  P(s.find("lo w", 0, 2)); P(s.rfind("hello")); P(s.rfind("hello", 12)); P(s.rfind("")); P(s.rfind('h', 0)); P(s.rfind("", 3));
  P(s.find_first_of("ow")); P(s.find_first_of("ow", 5)); P(s.find_last_of("lo")); P(s.find_first_not_of("hel")); P(s.find_last_not_of("ehr"));
  P(s.find_first_of("")); P(s.find_last_of('h', 5)); P(s.find_first_of("xyz", 0, 1)); P((s.find("zz") == string::npos));
  P(s.substr(6)); P(s.substr(6, 5)); P(s.substr(24)); P(s.substr(0, 0));
  try { s.substr(25); } catch (out_of_range& e) { cout << "substr: " << e.what() << "\n"; }
  try { s.at(100); } catch (out_of_range& e) { cout << "at: " << e.what() << "\n"; }
  try { string t = "ab"; t.erase(5); } catch (out_of_range& e) { cout << "erase: " << e.what() << "\n"; }
  try { string t = "ab"; t.insert(5, "x"); } catch (out_of_range& e) { cout << "insert: " << e.what() << "\n"; }
  try { string t = "ab"; t.replace(5, 1, "x"); } catch (out_of_range& e) { cout << "replace: " << e.what() << "\n"; }
  string t = "abcdef";
  P(t.replace(1, 2, "XYZ")); P(t.replace(0, 100, "q")); t = "abcdef"; P(t.replace(2, 0, 3, '*'));
  t = "abcdef"; P(t.replace(t.begin(), t.begin() + 2, "ZZZ")); t = "abcdef"; P(t.replace(1, 2, string("0123"), 1, 2));
  t = "abcdef"; P(t.insert(0, "xx")); P(t.insert(3, 2, '-')); P(t.insert(t.size(), string("END"))); P(t.insert(1, "hello", 2));
  t = "abcdef"; t.insert(t.begin() + 1, 'Q'); P(t); t.insert(t.end(), 3, '!'); P(t);
  t = "abcdef"; P(t.erase(1, 2)); t.erase(t.begin()); P(t); t.erase(t.begin(), t.begin() + 1); P(t); t = "abcdef"; P(t.erase(3));
  t = "abc"; P(t.compare("abd")); P(t.compare("ab")); P(t.compare("abc")); P(t.compare(1, 2, "bc")); P(t.compare("abcd"));
  t = "abc"; t.append("def", 2); P(t); t.append(string("XYZ"), 1, 1); P(t); t.append(3, 'z'); P(t); t.assign(3, 'k'); P(t); t.assign("hello", 3); P(t);
  t.assign(string("world"), 1, 3); P(t);
  string u = "x"; u += 'y'; u += "z"; u += string("w"); P(u); P(u + "1" + '2' + string("3") + u);
  P(string(5, 'a')); P(string("abcdef", 3)); P(string(string("abcdef"), 2)); P(string(string("abcdef"), 2, 2));
  P(to_string(3.14159)); P(to_string(1e20)); P(to_string(-0.0)); P(to_string(1.0f/3)); P(to_string(1e-7)); P(to_string(123456789012345.678));
  P(to_string(-5)); P(to_string(4294967295u)); P(to_string(-9223372036854775807LL - 1)); P(to_string(1.5L));
  P(stoi("42")); P(stoi("  -17abc")); P(stoi("ff", nullptr, 16)); P(stoi("0x1f", nullptr, 16)); P(stoi("0x1f", nullptr, 0)); P(stoi("077", nullptr, 0)); P(stoi("z", nullptr, 36));
  size_t idx; P(stoi("123xyz", &idx)); P(idx); P(stod("3.5e2xyz", &idx)); P(idx);
  P(stol("-9223372036854775808")); P(stoul("4294967296")); P(stoull("18446744073709551615")); P(stof("1.5")); P(stod("inf")); P(stod("-nan")); P(stod("0x1p4")); P(stold("1e400"));
  try { stoi("abc"); } catch (invalid_argument& e) { cout << "ia: " << e.what() << "\n"; }
  try { stoi("99999999999"); } catch (out_of_range& e) { cout << "oor: " << e.what() << "\n"; }
  try { stod("x"); } catch (invalid_argument& e) { cout << "ia: " << e.what() << "\n"; }
  try { stod("1e400"); } catch (out_of_range& e) { cout << "oor: " << e.what() << "\n"; }
  try { stoul("-1"); cout << "stoul(-1) ok " << stoul("-1") << "\n"; } catch (exception& e) { cout << "ex: " << e.what() << "\n"; }
  try { stof("1e50"); } catch (out_of_range& e) { cout << "oor: " << e.what() << "\n"; }
  try { stoi(""); } catch (invalid_argument& e) { cout << "ia: " << e.what() << "\n"; }
  string w = "Hello"; transform(w.begin(), w.end(), w.begin(), ::toupper); P(w); reverse(w.begin(), w.end()); P(w); sort(w.begin(), w.end()); P(w);
  P(w.front()); P(w.back()); P(w.size()); P(w.length()); P(w.empty()); P(string().empty());
  string x = "abc"; x.resize(5, 'x'); P(x); x.resize(2); P(x); x.resize(4); P(x.size()); x.clear(); P(x.size());
  string a1 = "apple", b1 = "banana"; P(a1 < b1); P(a1 > b1); P(a1 == "apple"); P("apple" == a1); P(a1 != b1); P(a1 <= "apple"); P("b" > a1); P("a" < a1);
  a1.swap(b1); P(a1); swap(a1, b1); P(a1);
  string cs = "abc"; const char* p = cs.c_str(); P(p); P(cs.data()); P(cs[1]); P(cs.at(2));
  string cp(10, '\0'); P(cp.size());
  P(string("abc").find_first_not_of("abc")); P(string("a b  c").find(' ', 2));
}
static void part2() {
  string s = "0123456789abcdef"; s += s; P(s); s.append(s, 4, 3); P(s); s.insert(2, s); P(s.size()); s.replace(0, 4, s.c_str() + 10, 3); P(s.substr(0, 12));
  string a = "abc"; a.assign(a.c_str() + 1); P(a); a = a; P(a);
  P(string("a") < "b"); P("b" < string("a")); P(string("a") <= "a"); P("abc" >= string("abd"));
  string r(s.rbegin(), s.rbegin() + 5); P(r);
  vector<char> vc = {'x', 'y'}; string fromv(vc.begin(), vc.end()); P(fromv);
  list<char> lc = {'l', 'i'}; string froml(lc.begin(), lc.end()); P(froml);
  istringstream is("file contents\nline2"); string all((istreambuf_iterator<char>(is)), istreambuf_iterator<char>()); P(all);
  string cat = string("a") + "b" + 'c' + string("d") + "e"; P(cat); P('x' + string("y"));
  string m = "hello"; string n = std::move(m); P(n); P(m.size());
  P(s.npos == string::npos); P(string::npos);
  string e; P(e.capacity() >= 0); e.reserve(100); P(e.capacity() >= 100);
  string cmp1 = "abc", cmp2 = "abcd"; P(cmp1.compare(0, 3, cmp2, 0, 3)); P(cmp1.compare(cmp2) < 0);
  string spaces = "  trim me  "; spaces.erase(0, spaces.find_first_not_of(' ')); spaces.erase(spaces.find_last_not_of(' ') + 1); P("[" + spaces + "]");
  string csv = "a,b,c"; size_t pos = 0; string tok; while ((pos = csv.find(',')) != string::npos) { tok = csv.substr(0, pos); cout << tok << ";"; csv.erase(0, pos + 1); } cout << csv << "\n";
  string up = "MiXeD"; for (auto& ch : up) ch = tolower(ch); P(up);
  P(count(up.begin(), up.end(), 'x')); P(string(3, 'a') == "aaa");
  string h = "hello"; P(h.find_first_of('l')); P(h.find_last_of('l')); P(h.find("l", 3)); P(h.rfind('l', 2)); P(h.rfind("ll", 1)); P(h.rfind("ll", 2));
  char buf[10] = {}; size_t k = h.copy(buf, 3, 1); P(k); P(buf);
  string z("a\0b", 3); P(z.size()); P(z.find('b')); P(z == string("a"));
  P(std::to_string(0.1 + 0.2)); P(to_string(1e300).size()); P(to_string(-1e-300)); P(to_string(2.5f));
  P(stoi("+5")); P(stoi("-0")); P(stoll("123456789012")); P(stoul("0x10", nullptr, 0)); P(stod("  .5"));
  string em; P(em.find("")); P(em.rfind("")); P(em.find('a')); P(em.substr(0).size());
  string g; getline(istringstream("one\ntwo") >> ws, g); P(g);
  string q = "abc"; q.pop_back(); P(q); q.push_back('Z'); P(q); P(q.back()); q.front() = 'Q'; P(q);
  string t = "x"; t += 65; P(t); t = 66; P(t);
  string sw1 = "1", sw2 = "22"; sw1.swap(sw2); P(sw1 + sw2);
  auto it = find(q.begin(), q.end(), 'b'); P(it - q.begin());
  string big(1000, 'z'); big.resize(3); big.shrink_to_fit(); P(big);
  P(string("abc").compare("abd") < 0); P(string("b").compare(0, 1, "abc", 1, 1));
}
int main() { part1(); part2(); }
