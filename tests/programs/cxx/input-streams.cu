// (g++ -x c++) Input streams (<fstream>, <sstream>, <iostream>): std::ifstream reading a file
// with >> (integers, floating point, words, characters), std::getline and the istream's
// getline, get, peek, ignore and read; the state after each (eof, fail, good: what libstdc++
// sets at the input's end, on a malformed number, on an empty line); `while (f >> x)`;
// std::istringstream over a string.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <unistd.h>

static void state(const char *what, const std::istream &s)
{
    printf("%s: good %d eof %d fail %d\n", what, s.good(), s.eof(), s.fail());
}

int main()
{
    char name[] = "/tmp/cudarepl-input-XXXXXX";
    int fd = mkstemp(name);
    close(fd);
    {
        std::ofstream out(name);
        out << "12 -7 3.25 word\n";
        out << "second line here\n";
        out << "\n";
        out << "x 1e3 abc 42\n";
        out << "10 20 30";
    }
    std::ifstream in(name);
    printf("open %d\n", in.is_open());
    int a = 0, b = 0;
    double d = 0;
    std::string w;
    in >> a >> b >> d >> w;
    printf("%d %d %g %s\n", a, b, d, w.c_str());
    state("after words", in);
    std::string line;
    std::getline(in, line); /* the rest of the first line: empty */
    printf("[%s]\n", line.c_str());
    std::getline(in, line);
    printf("[%s]\n", line.c_str());
    std::getline(in, line);
    printf("[%s] %zu\n", line.c_str(), line.size());
    state("after the empty line", in);
    char c = 0;
    in >> c;
    double e = 0;
    in >> e;
    printf("%c %g peek '%c'\n", c, e, in.peek());
    int bad = 5;
    in >> bad;
    printf("bad %d\n", bad);
    state("after a malformed number", in);
    in.clear();
    in.ignore(100, '\n');
    int sum = 0, x;
    while (in >> x)
        sum += x;
    printf("sum %d\n", sum);
    state("at the end", in);
    in.close();

    std::ifstream again(name);
    char buf[8];
    again.getline(buf, sizeof buf);
    printf("[%s] gcount %ld\n", buf, (long)again.gcount());
    state("a line longer than the buffer", again);
    again.clear();
    char raw[6] = {0};
    again.read(raw, 5);
    printf("[%s] %d\n", raw, again.get());

    std::ifstream missing("/nonexistent/file");
    printf("missing open %d\n", missing.is_open());
    state("missing", missing);

    std::istringstream ss("3 4.5 five 6");
    int i = 0;
    double f = 0;
    std::string s;
    ss >> i >> f >> s;
    printf("%d %g %s\n", i, f, s.c_str());
    ss >> i;
    printf("%d\n", i);
    state("istringstream at its end", ss);
    ss >> i;
    state("read past its end", ss);
    remove(name);
    return 0;
}
