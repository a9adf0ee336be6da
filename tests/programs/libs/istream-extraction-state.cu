// (g++ -x c++) istream extraction as libstdc++ does it: the state bits after each read
// ([istream.formatted.arithmetic], [facet.num.get.virtuals] stage 3: a value out of range is
// the type's largest or lowest with failbit, a negative number read into an unsigned type is
// negated, a floating value too large is the largest finite one with failbit; a number stops
// at a second point), bool with and without boolalpha, std::noskipws and std::setw on strings
// and char arrays ([istream.extractors] p7-p8), rdstate/setstate/clear(state), tellg after the
// end (an unformatted input function: failbit), get(buf, n), unget, a default-constructed
// istringstream, an ostringstream made from a string or given one by str() (writing starts at
// its beginning, [stringbuf.members]).
#include <iostream>
#include <sstream>
#include <iomanip>
#include <string>
using namespace std;
void st(istream& is, const char* tag) { cout << tag << ": good=" << is.good() << " eof=" << is.eof() << " fail=" << is.fail() << " bad=" << is.bad() << "\n"; }
static void part1() {
  { istringstream is("12 3.5 abc x 7"); int a; double d; string s; char c; int b;
    is >> a >> d >> s >> c >> b; cout << a << " " << d << " " << s << " " << c << " " << b << "\n"; st(is, "1");
    is >> b; st(is, "2"); cout << b << "\n"; }
  { istringstream is("12abc"); int a; string s; is >> a >> s; cout << a << "|" << s << "\n"; st(is, "3"); }
  { istringstream is("abc"); int a = 99; is >> a; cout << a << "\n"; st(is, "4"); is.clear(); string s; is >> s; cout << s << "\n"; st(is, "5"); }
  { istringstream is("  42  "); int a; is >> a; st(is, "6"); is >> a; st(is, "7"); cout << a << "\n"; }
  { istringstream is("99999999999"); int a = 5; is >> a; cout << a << "\n"; st(is, "8"); }
  { istringstream is("-99999999999"); int a = 5; is >> a; cout << a << "\n"; st(is, "8b"); }
  { istringstream is("-1"); unsigned a = 5; is >> a; cout << a << "\n"; st(is, "9"); }
  { istringstream is("3.5e2 .5 -.25e-1 1e 0x1p3 inf nan"); double d; while (is >> d) cout << d << ","; cout << "\n"; st(is, "10"); }
  { istringstream is("1,2,3"); int x; char c; while (is >> x) { cout << x; is >> c; } cout << "\n"; st(is, "11"); }
  { istringstream is("line one\nline two\n\nlast"); string l; int n = 0; while (getline(is, l)) cout << n++ << "[" << l << "]\n"; st(is, "12"); }
  { istringstream is("a,b,,c"); string t; while (getline(is, t, ',')) cout << "<" << t << ">"; cout << "\n"; }
  { ostringstream os; os << 1 << " " << 2.5 << " " << "x"; cout << os.str() << "|" << os.str().size() << "\n"; os.str(""); os << 7; cout << os.str() << "\n";
    os.str("abcdef"); os << "XY"; cout << os.str() << "\n"; }
  { stringstream ss; ss << "10 20"; int a, b; ss >> a >> b; cout << a + b << "\n"; st(ss, "13"); ss.clear(); ss.str("5 6"); ss >> a >> b; cout << a * b << "\n"; }
  { stringstream ss("hello"); ss << "J"; cout << ss.str() << "\n"; }
  { ostringstream os; os << setw(5) << setfill('0') << 42 << hex << 255; cout << os.str() << "\n"; }
  { istringstream is("ff 10 077"); int a, b, c; is >> hex >> a >> dec >> b >> oct >> c; cout << a << " " << b << " " << c << "\n"; }
  { istringstream is("true false 1 0"); bool b1, b2, b3, b4; is >> boolalpha >> b1 >> b2; cout << b1 << b2; is >> noboolalpha >> b3 >> b4; cout << b3 << b4 << "\n"; st(is, "14"); }
  { istringstream is("x"); char c; is >> c; st(is, "15"); is >> c; st(is, "16"); }
  { istringstream is("ab"); cout << (char)is.get() << (char)is.peek() << (char)is.get(); int e = is.get(); cout << e << "\n"; st(is, "17"); }
  { istringstream is("12 34"); int a; is >> a; cout << is.tellg() << "\n"; is.seekg(0); is >> a; cout << a << "\n"; }
  { istringstream is("hello world"); string w; is >> setw(3) >> w; cout << w << "\n"; }
  { istringstream is("  a b"); char c; is >> noskipws >> c; cout << "[" << c << "]\n"; }
  { istringstream is("abc"); string s; is >> s; cout << (bool)is << " " << is.rdstate() << "\n"; }
  { ostringstream os; os << 3.14159 << " " << setprecision(3) << 3.14159; cout << os.str() << "\n"; }
  { stringstream ss; ss << 1.5f; float f; ss >> f; cout << f << "\n"; }
  { istringstream is("1 2 3 4"); int sum = 0, x; while (is >> x) sum += x; cout << sum << "\n"; }
  { string s = "k=v"; istringstream is(s); string k, v; getline(is, k, '='); getline(is, v); cout << k << ":" << v << "\n"; }
}
static void st2(istream& is) { cout << " st=" << is.rdstate() << "\n"; }
static void part2() {
  { istringstream is("99999999999999999999"); long a = 5; is >> a; cout << a; st2(is); }
  { istringstream is("-99999999999999999999"); long long a = 5; is >> a; cout << a; st2(is); }
  { istringstream is("99999999999999999999"); unsigned long long a = 5; is >> a; cout << a; st2(is); }
  { istringstream is("-4294967296"); unsigned a = 5; is >> a; cout << a; st2(is); }
  { istringstream is("-0 +5 -+3"); unsigned a = 5; is >> a; cout << a; st2(is); is >> a; cout << a; st2(is); is >> a; cout << a; st2(is); }
  { istringstream is("2"); bool b = false; is >> b; cout << b; st2(is); }
  { istringstream is("-1"); bool b = false; is >> b; cout << b; st2(is); }
  { istringstream is("tru"); bool b = true; is >> boolalpha >> b; cout << b; st2(is); }
  { istringstream is("fals3"); bool b = true; is >> boolalpha >> b; cout << b; st2(is); }
  { istringstream is("70000 -70000"); short a = 1; is >> a; cout << a; st2(is); is.clear(); is >> a; cout << a; st2(is); }
  { istringstream is("1e500 1e-500"); double d = 1; is >> d; cout << d; st2(is); is.clear(); is >> d; cout << d; st2(is); }
  { istringstream is("3.4e39"); float f = 1; is >> f; cout << f; st2(is); }
  { istringstream is("0x1A 012 9"); int a, b, c; is >> setbase(0) >> a >> b >> c; cout << a << " " << b << " " << c; st2(is); }
  { istringstream is("0x1A"); int a; is >> hex >> a; cout << a; st2(is); }
  { istringstream is("abc def"); char buf[10]; is >> setw(3) >> buf; cout << buf; is >> buf; cout << "|" << buf; st2(is); }
  { istringstream is("  x"); string s; is >> noskipws >> s; cout << "[" << s << "]"; st2(is); }
  { istringstream is("5 6"); is.setstate(ios::failbit); int a = 0; is >> a; cout << a; st2(is); is.clear(ios::eofbit); st2(is); }
  { istringstream is("12.5xyz"); int a; is >> a; char c; is >> c; cout << a << c; st2(is); }
  { istringstream is("."); double d = 3; is >> d; cout << d; st2(is); }
  { istringstream is("-"); int d = 3; is >> d; cout << d; st2(is); }
  { istringstream is("1.5.5"); double d; is >> d; cout << d; st2(is); is >> d; cout << d; st2(is); }
  { istringstream is; is.str("7 8"); int a, b; is >> a >> b; cout << a + b; st2(is); }
  { ostringstream os("abc"); os << "X"; cout << os.str() << "\n"; }
  { ostringstream os; os << "hello"; os.str(""); os << "x"; cout << os.str() << "\n"; }
  { stringstream ss; ss << hex << 255; int x; ss >> x; cout << ss.str() << " " << x; st2(ss); }
  { stringstream ss; ss.str("  12"); int x; ss >> x; cout << x << " " << ss.tellg(); st2(ss); }
  { istringstream is("a\nb"); string x; getline(is, x); cout << x << is.tellg(); st2(is); }
  { istringstream is("abc"); char c[10]; is.getline(c, 3); cout << c << " " << is.gcount(); st2(is); }
  { istringstream is("abc\ndef"); char c[10]; is.get(c, 10); cout << c; st2(is); }
  { istringstream is("x y"); cout << is.get() << (char)is.get(); is.unget(); cout << (char)is.get(); st2(is); }
}
int main() { part1(); part2(); }
