// An uncaught exception of a class declared in a namespace: std::terminate's message names the
// type with its namespaces, as g++'s runtime demangles it (libstdc++'s verbose terminate
// handler), then what().
#include <cstdio>
#include <stdexcept>

namespace app {
namespace detail {
struct config_error : std::runtime_error {
    config_error(const char *m) : std::runtime_error(m) {}
};
} // namespace detail
} // namespace app

int main()
{
    try {
        throw app::detail::config_error("caught");
    } catch (const std::exception &e) {
        std::fprintf(stderr, "%s\n", e.what());
    }
    throw app::detail::config_error("no port given");
}
