// std::thread with a callable and its arguments (copied; std::ref passes a reference), join,
// joinable, this_thread::sleep_for, hardware_concurrency. Reference: g++ 12 / libstdc++.
#include <cstdio>
#include <thread>
#include <vector>
int main() {
    int results[4] = {0};
    std::vector<std::thread> ts;
    for (int i = 0; i < 4; i++)
        ts.push_back(std::thread([&results](int k) { results[k] = k * k; }, i));
    for (auto &t : ts) t.join();
    int sum = 0;
    std::thread t2([&sum](int a, int b) { sum = a + b; }, 3, 4);
    t2.join();
    int r = 0;
    std::thread t3([](int &x) { x = 99; }, std::ref(r));
    t3.join();
    printf("%d %d %d %d sum %d ref %d joinable %d\n", results[0], results[1], results[2], results[3], sum, r, (int)t3.joinable());
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    printf("%d\n", std::thread::hardware_concurrency() > 0);
    return 0;
}
