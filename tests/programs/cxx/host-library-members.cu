// A class used by device code may hold members of the C++ library's host classes (a
// std::shared_ptr that owns host memory, a std::vector, a std::string, ...): device code never
// touches them, but the class is passed to a kernel as the host object's bytes, so device code
// must lay it out as host code does (CUDA C++ Programming Guide §5.3, "C++ language support";
// a kernel's parameters are copied from the host, §5.1.2 "__global__"). The device side prints
// the sizes and offsets it sees, the host side its own, and the kernel writes through the
// pointer members that follow the library ones. (Device printf prints %zu as it
// stands on an H200: device/printf-sizes.)
#include <cstddef>
#include <cstdio>
#include <deque>
#include <functional>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <vector>

struct Report {
    int code;
    float value;
};

template <typename T>
struct Channel {
    std::shared_ptr<T> owner;          // host code keeps the payload alive
    std::vector<int> history;
    std::string name;
    std::function<void(int)> on_error;
    T *payload;                        // what the device writes
    int id;

    __device__ void post(int code, float value) const
    {
        payload->code = code + id;
        payload->value = value;
    }
};

struct Everything {
    char tag;
    std::unique_ptr<int> a;
    std::weak_ptr<int> b;
    std::vector<bool> c;
    std::map<int, int> d;
    std::set<int> e;
    std::multimap<int, int> f;
    std::unordered_map<int, int> g;
    std::unordered_set<int> h;
    std::list<int> i;
    std::deque<int> j;
    std::thread k;
    std::mutex l;
    int last;
};

#define SIZES(P)                                                                               \
    P("shared_ptr %d weak_ptr %d unique_ptr %d vector %d vector<bool> %d string %d\n",   \
      (int)sizeof(std::shared_ptr<Report>), (int)sizeof(std::weak_ptr<int>), (int)sizeof(std::unique_ptr<int>), \
      (int)sizeof(std::vector<double>), (int)sizeof(std::vector<bool>), (int)sizeof(std::string));            \
    P("function %d map %d set %d unordered_map %d unordered_set %d list %d deque %d\n",  \
      (int)sizeof(std::function<int(int)>), (int)sizeof(std::map<int, float>), (int)sizeof(std::set<int>),    \
      (int)sizeof(std::unordered_map<int, int>), (int)sizeof(std::unordered_set<int>),                   \
      (int)sizeof(std::list<int>), (int)sizeof(std::deque<int>));                                        \
    P("thread %d mutex %d\n", (int)sizeof(std::thread), (int)sizeof(std::mutex));              \
    P("Channel %d payload at %d id at %d; Everything %d last at %d\n",                     \
      (int)sizeof(Channel<Report>), (int)offsetof(Channel<Report>, payload), (int)offsetof(Channel<Report>, id), \
      (int)sizeof(Everything), (int)offsetof(Everything, last))

__global__ void sizes() { SIZES(printf); }

__global__ void post(Channel<Report> ch) { ch.post(40, 2.5f); }

__global__ void post_ptr(const Channel<Report> *ch, const Everything *e, int *last) {
    ch->post(100, -1.0f);
    *last = e->last;
}

int main()
{
    printf("device:\n");
    sizes<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("host:\n");
    SIZES(printf);

    Channel<Report> ch;
    ch.owner = std::make_shared<Report>();
    ch.history = {3, 1, 4};
    ch.name = "channel";
    ch.on_error = [](int code) { printf("error %d\n", code); };
    ch.id = 2;
    cudaMallocManaged(&ch.payload, sizeof(Report));
    post<<<1, 1>>>(ch);
    cudaDeviceSynchronize();
    printf("by value: code %d value %g (history %zu, name %s)\n", ch.payload->code,
           ch.payload->value, ch.history.size(), ch.name.c_str());

    Channel<Report> *mch;
    Everything *e;
    int *last;
    cudaMallocManaged(&mch, sizeof *mch);
    cudaMallocManaged(&e, sizeof *e);
    cudaMallocManaged(&last, sizeof *last);
    mch->payload = ch.payload;
    mch->id = 5;
    e->last = 77;
    post_ptr<<<1, 1>>>(mch, e, last);
    cudaDeviceSynchronize();
    printf("by pointer: code %d value %g last %d\n", ch.payload->code, ch.payload->value, *last);
    ch.on_error(ch.payload->code);
    return 0;
}
