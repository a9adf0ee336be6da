// std::ifstream's positions, as NVIDIA's nvrtc_helper.h reads a source file: opened with
// ios::ate (at the end), tellg() for the size, seekg() back, read(); seekg from ios::cur and
// ios::end; and `out << in.rdbuf()` copying the rest of a file. Expected: what g++ and
// libstdc++ print.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

int main()
{
    {
        std::ofstream f("file-stream-positions.tmp");
        f << "line one\nline two\n0123456789\n";
    }
    std::ifstream in("file-stream-positions.tmp", std::ios::in | std::ios::binary | std::ios::ate);
    std::streampos end = in.tellg();
    size_t size = (size_t)end;
    char *text = new char[size + 1];
    in.seekg(0, std::ios::beg);
    in.read(text, size);
    text[size] = 0;
    std::cout << "size " << size << ", read " << in.gcount() << ": [" << text << "]\n";
    in.seekg(-5, std::ios::end);
    char tail[6] = {0};
    in.read(tail, 5);
    std::cout << "last five: [" << tail << "] at " << (long)in.tellg() << "\n";
    in.seekg(5);
    in.seekg(4, std::ios::cur);
    std::string word;
    in >> word;
    std::cout << "at 9: " << word << "\n";
    in.close();
    std::ifstream again("file-stream-positions.tmp", std::ios::binary);
    std::ostringstream copy;
    copy << again.rdbuf();
    std::cout << "copied " << copy.str().size() << " bytes, ends with ["
              << copy.str().substr(copy.str().size() - 4) << "]\n";
    delete[] text;
    std::remove("file-stream-positions.tmp");
    return 0;
}
