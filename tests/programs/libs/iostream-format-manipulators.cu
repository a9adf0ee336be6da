// (g++ -x c++) ostream formatting: width, fill and adjustfield on numbers, strings, chars and
// bools ([ostream.inserters.arithmetic], [facet.num.put.virtuals] stage 3 padding), showbase
// and uppercase in hex and oct, std::setbase ([std.manip]: 8, 10 and 16 set the basefield,
// another base clears it, which writes decimal), and `os << nullptr` (C++17
// [ostream.inserters]: writes "nullptr"), as libstdc++ writes them.
#include <iostream>
#include <iomanip>
#include <cstdint>
#include <string>
int main() {
  using namespace std;
  cout << "[" << setw(8) << 42 << "][" << left << setw(8) << 42 << "][" << internal << setw(8) << -42 << "][" << right << setw(8) << -42 << "]\n";
  cout << setfill('*') << "[" << setw(10) << 3.5 << "][" << left << setw(10) << -3.5 << "][" << internal << setw(10) << -3.5 << "]" << right << "\n";
  cout << "[" << internal << showpos << setw(8) << 42 << "][" << setw(8) << 0 << "]" << noshowpos << right << "\n";
  cout << "[" << hex << showbase << internal << setw(10) << 255 << "][" << left << setw(10) << 255 << "][" << right << setw(10) << 255 << "]\n";
  cout << "[" << uppercase << setw(10) << 255 << "]" << nouppercase << noshowbase << dec << "\n";
  cout << "[" << oct << showbase << 8 << " " << 0 << "][" << hex << 0 << "]" << dec << noshowbase << "\n";
  cout << setfill(' ');
  string s = "abc";
  cout << "[" << setw(6) << s << "][" << left << setw(6) << s << "][" << internal << setw(6) << s << "]" << right << "\n";
  cout << "[" << setw(6) << "xy" << "][" << setw(2) << "hello" << "][" << setw(4) << 'c' << "][" << left << setw(4) << 'c' << "]" << right << "\n";
  cout << "[" << setw(6) << true << "][" << boolalpha << setw(6) << true << "][" << left << setw(7) << false << "]" << right << noboolalpha << "\n";
  char c = 'A'; unsigned char uc = 66; signed char sc = 67; int8_t i8 = 68; uint8_t u8 = 69;
  cout << c << uc << sc << i8 << u8 << " " << +c << " " << +uc << " " << (int)i8 << "\n";
  cout << "[" << setw(3) << uc << "][" << hex << showbase << (int)uc << "]" << dec << noshowbase << "\n";
  int* p = nullptr; void* vp = (void*)0x1234;
  cout << vp << " " << (void*)p << " " << setw(10) << vp << " " << left << setw(10) << vp << "|" << right << "\n";
  cout << hex << -1 << " " << (unsigned)-1 << " " << -1L << " " << (short)-1 << " " << (unsigned short)65535 << dec << "\n";
  cout << oct << -8 << " " << dec << (long long)-9223372036854775807LL - 1 << " " << 18446744073709551615ULL << "\n";
  cout << showpos << 0 << " " << 0.0 << " " << -0.0 << " " << 1u << noshowpos << "\n";
  cout << hex << uppercase << 0xabcdef << " " << showbase << 0xabcdef << nouppercase << noshowbase << dec << "\n";
  cout.width(5); cout << 1 << 2 << "\n";
  cout << setw(5) << "" << "|\n";
  cout.fill('0'); cout.width(6); cout << -12 << "\n"; cout << internal; cout.width(6); cout << -12 << right << "\n";
  cout.fill(' ');
  cout << setw(12) << internal << fixed << setprecision(2) << -3.14159 << "|" << right << defaultfloat << "\n";
  cout << setiosflags(ios::showpos) << 5 << resetiosflags(ios::showpos) << " " << 5 << "\n";
  cout << setbase(16) << 255 << setbase(8) << " " << 255 << setbase(10) << " " << 255 << setbase(3) << " " << 255 << "\n";
  cout << dec;
  ios::fmtflags f = cout.flags(); cout << hex << 17; cout.flags(f); cout << " " << 17 << "\n";
  cout << cout.precision() << " " << cout.width() << " " << (int)cout.fill() << "\n";
  cout.setf(ios::fixed, ios::floatfield); cout << 1.5 << " "; cout.unsetf(ios::floatfield); cout << 1.5 << "\n";
  cout.setf(ios::scientific | ios::fixed); cout << 1.5 << "\n"; cout.unsetf(ios::floatfield);
  cout << 'x' << setw(3) << 'y' << static_cast<char>(0x41) << "\n";
  cout << short(-5) << " " << (unsigned short)5 << " " << 5L << " " << 5UL << " " << 5LL << " " << 5ULL << "\n";
  wchar_t wc = L'a'; cout << (int)wc << "\n";
  cout << std::setw(4) << std::setfill('0') << 7 << std::setfill(' ') << "\n";
  cout << nullptr << "\n";
}
