// (g++ -x c++) A character literal of more than one character, 'ab' (C++17 [lex.ccon] p2: a
// multicharacter literal, conditionally-supported, of type int, its value
// implementation-defined): g++'s int, the characters' bytes with the last one lowest (more
// than four keep the last four), and its warning.
#include <cstdio>
#include <type_traits>
int main()
{
    int a = 'ab';
    printf("%x %d\n", a, 'abcd');
    printf("%zu %d\n", sizeof('ab'), (int)std::is_same<decltype('ab'), int>::value);
    printf("%d\n", (int)std::is_same<decltype('a'), char>::value);
    printf("%x %x\n", '\x01\x02', '\xff\xfe');
    printf("%x\n", 'abcde');
    switch (0x4142) {
    case 'AB': printf("AB\n"); break;
    default: printf("other\n");
    }
    const char *tag = "RIFF";
    int four = tag[0] << 24 | tag[1] << 16 | tag[2] << 8 | tag[3];
    printf("%d\n", four == 'RIFF');
    return 0;
}
