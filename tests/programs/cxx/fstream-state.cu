// (g++ -x c++) A file stream tested as a condition: `if (!out)` and `if (out)` ask whether it is
// open and without error (std::basic_ios's operator! and explicit operator bool), as course
// code checks the file it writes its results to.
#include <cstdio>
#include <fstream>

int main()
{
    std::ofstream out("fstream-state.tmp");
    if (!out)
        printf("cannot write\n");
    if (out)
        printf("open for writing\n");
    out << 42 << "\n";
    out.close();
    std::ofstream bad("no-such-folder/fstream-state.tmp");
    if (!bad)
        printf("no such folder: not open\n");
    std::ifstream in("fstream-state.tmp");
    int v = 0;
    if (in >> v)
        printf("read %d back\n", v);
    remove("fstream-state.tmp");
    return 0;
}
