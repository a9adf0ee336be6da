// (g++ -x c++) the containers of a data-structures course: bitset flags and masks (to_string,
// count, set/reset/flip, test, <<, shifts), a deque as a sliding window, a stack for matching
// brackets and evaluating postfix, a queue for breadth-first search, a priority_queue of tasks
// with a comparator class and with a lambda, a list edited through iterators (splice, sort,
// unique, remove_if).
#include <bitset>
#include <deque>
#include <functional>
#include <iostream>
#include <list>
#include <queue>
#include <stack>
#include <string>
#include <vector>

struct Task {
    std::string name;
    int priority;
    int order;
};
struct ByPriority {
    bool operator()(const Task &a, const Task &b) const
    {
        return a.priority < b.priority || (a.priority == b.priority && a.order > b.order);
    }
};

static bool balanced(const std::string &s)
{
    std::stack<char> st;
    for (char c : s) {
        if (c == '(' || c == '[' || c == '{')
            st.push(c);
        else if (c == ')' || c == ']' || c == '}') {
            if (st.empty())
                return false;
            char o = st.top();
            st.pop();
            if ((c == ')' && o != '(') || (c == ']' && o != '[') || (c == '}' && o != '{'))
                return false;
        }
    }
    return st.empty();
}

static int postfix(const std::vector<std::string> &tokens)
{
    std::stack<int> st;
    for (const std::string &t : tokens) {
        if (t == "+" || t == "-" || t == "*") {
            int b = st.top();
            st.pop();
            int a = st.top();
            st.pop();
            st.push(t == "+" ? a + b : t == "-" ? a - b : a * b);
        } else
            st.push(std::stoi(t));
    }
    return st.top();
}

int main()
{
    std::bitset<8> flags;
    flags.set(1).set(3);
    flags[6] = true;
    std::cout << flags << " count " << flags.count() << " test(3) " << flags.test(3) << "\n";
    flags.flip(0);
    flags.reset(3);
    std::cout << flags.to_string() << " " << flags.to_ulong() << " any " << flags.any() << " none "
              << flags.none() << " all " << flags.all() << "\n";
    std::bitset<16> mask(0xF0F0);
    std::bitset<16> other(std::string("1010101010101010"));
    std::cout << (mask & other) << " " << (mask | other) << " " << (mask ^ other) << " " << (~mask)
              << "\n";
    std::cout << (mask << 4) << " " << (mask >> 6) << " " << mask.to_string('.', '#') << "\n";
    flags.flip();
    std::cout << flags << " size " << flags.size() << "\n";
    try {
        flags.test(9);
    } catch (const std::out_of_range &e) {
        std::cout << "out_of_range: " << e.what() << "\n";
    }

    std::deque<int> window;
    int data[] = {4, 8, 15, 16, 23, 42, 7, 1};
    int sum = 0;
    for (int x : data) {
        window.push_back(x);
        sum += x;
        if (window.size() > 3) {
            sum -= window.front();
            window.pop_front();
        }
        std::cout << sum << (x == 1 ? "\n" : " ");
    }
    window.push_front(99);
    window.emplace_back(100);
    for (size_t i = 0; i < window.size(); i++)
        std::cout << window[i] << " ";
    std::cout << "| front " << window.front() << " back " << window.back() << " at(1) " << window.at(1)
              << "\n";

    for (const char *s : {"([]{})", "([)]", "((", "{[()()]}"})
        std::cout << s << (balanced(s) ? " balanced" : " not balanced") << "\n";
    std::cout << "postfix " << postfix({"3", "4", "+", "2", "*", "7", "-"}) << "\n";

    std::vector<std::vector<int>> adj = {{1, 2}, {3}, {3, 4}, {5}, {5}, {}};
    std::vector<int> dist(adj.size(), -1);
    std::queue<int> q;
    q.push(0);
    dist[0] = 0;
    while (!q.empty()) {
        int u = q.front();
        q.pop();
        for (int v : adj[u])
            if (dist[v] < 0) {
                dist[v] = dist[u] + 1;
                q.push(v);
            }
    }
    for (size_t i = 0; i < dist.size(); i++)
        std::cout << "dist[" << i << "] = " << dist[i] << "\n";

    std::priority_queue<Task, std::vector<Task>, ByPriority> tasks;
    const char *names[] = {"write", "test", "build", "deploy", "review", "lunch"};
    int prio[] = {2, 5, 5, 1, 3, 5};
    for (int i = 0; i < 6; i++)
        tasks.push(Task{names[i], prio[i], i});
    while (!tasks.empty()) {
        std::cout << tasks.top().name << "(" << tasks.top().priority << ") ";
        tasks.pop();
    }
    std::cout << "\n";
    auto cmp = [](int a, int b) { return a % 10 > b % 10; };
    std::priority_queue<int, std::vector<int>, decltype(cmp)> byDigit(cmp);
    for (int x : {25, 13, 47, 31, 99, 60})
        byDigit.push(x);
    std::priority_queue<int, std::vector<int>, std::greater<int>> minHeap;
    for (int x : {5, 1, 9, 3})
        minHeap.push(x);
    while (!byDigit.empty()) {
        std::cout << byDigit.top() << " ";
        byDigit.pop();
    }
    std::cout << "| min " << minHeap.top() << " size " << minHeap.size() << "\n";

    std::list<int> l = {5, 3, 8, 3, 1, 8, 8, 2};
    l.sort();
    l.unique();
    for (int x : l)
        std::cout << x << " ";
    std::cout << "\n";
    std::list<int> more = {10, 20};
    auto it = l.begin();
    std::advance(it, 2);
    l.splice(it, more);
    l.remove_if([](int x) { return x % 2 == 1; });
    l.push_front(0);
    l.reverse();
    for (auto r = l.rbegin(); r != l.rend(); ++r)
        std::cout << *r << " ";
    std::cout << "size " << l.size() << " more " << more.size() << "\n";
    return 0;
}
