// An uncaught exception of a class declared in an anonymous namespace: std::terminate's message
// names it as g++'s runtime demangles its type_info name, (anonymous namespace)::E, inside the
// namespace that encloses the anonymous one, then what().
#include <cstdio>
#include <stdexcept>

namespace {
struct parse_error : std::runtime_error {
    parse_error(const char *m) : std::runtime_error(m) {}
};
} // namespace
namespace app {
namespace {
struct bad_port : std::runtime_error {
    bad_port(const char *m) : std::runtime_error(m) {}
};
} // namespace
} // namespace app

int main()
{
    try {
        throw parse_error("caught first");
    } catch (const std::exception &e) {
        std::fprintf(stderr, "%s\n", e.what());
    }
    try {
        throw app::bad_port("caught second");
    } catch (const app::bad_port &e) {
        std::fprintf(stderr, "%s\n", e.what());
    }
    throw parse_error("unexpected token");
}
