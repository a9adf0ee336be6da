// (g++ -x c++) C++'s char16_t and char32_t, and the u"..." and U"..." literals of them: code units
// of 16 and 32 bits.
#include <cstdio>
#include <uchar.h>
int main() { const char16_t *s = u"h\u00e9"; const char32_t *t = U"\U0001F600"; char16_t c = s[1]; printf("%d %x %x %zu\n", (int)sizeof(char16_t), (unsigned)c, (unsigned)t[0], sizeof(char32_t)); }
