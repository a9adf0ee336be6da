// (g++ -x c++) deque of strings edited in the middle and sorted, stack over a vector, queue over a
// list, priority_queue of pairs and one built from a comparison and a vector, bitset<100> and
// bitset<12> (shifts, to_string with other characters, from a string), list sorted by a lambda.
#include <deque>
#include <stack>
#include <queue>
#include <list>
#include <vector>
#include <string>
#include <bitset>
#include <iostream>
#include <algorithm>
int main()
{
    std::deque<std::string> d = {"b", "c"};
    d.push_front("a");
    d.insert(d.begin() + 2, "x");
    d.erase(d.begin());
    d.emplace_front(3, 'z');
    std::sort(d.begin(), d.end());
    for (auto &s : d) std::cout << s << " ";
    std::cout << d.size() << " " << (d.end() - d.begin()) << "\n";
    d.resize(6, "pad");
    std::cout << d.back() << " " << d[4] << "\n";
    std::stack<int, std::vector<int>> st;
    for (int i = 0; i < 5; i++) st.push(i * i);
    std::cout << st.top() << " " << st.size() << "\n";
    std::queue<std::string, std::list<std::string>> q;
    q.push("first"); q.push("second"); q.emplace(2, 'w');
    std::cout << q.front() << " " << q.back() << " " << q.size() << "\n";
    std::priority_queue<std::pair<int, std::string>> pq;
    pq.push({2, "b"}); pq.push({5, "e"}); pq.push({2, "a"}); pq.emplace(5, "d");
    while (!pq.empty()) { std::cout << pq.top().first << pq.top().second << " "; pq.pop(); }
    std::cout << "\n";
    std::vector<int> init = {4, 9, 1, 7};
    std::priority_queue<int, std::vector<int>, std::greater<int>> mq(std::greater<int>(), init);
    std::cout << mq.top() << "\n";
    std::bitset<100> big;
    big.set(99); big.set(0); big.set(64);
    std::cout << big.count() << " " << (big >> 60).to_string().substr(30) << "\n";
    std::bitset<12> b12(0xABC);
    std::cout << b12 << " " << b12.to_ullong() << " " << (b12 << 3) << " " << b12.to_string('o', 'x') << "\n";
    std::bitset<8> parsed(std::string("10110"));
    std::cout << parsed << " " << parsed.to_ulong() << " " << (parsed == std::bitset<8>(22)) << "\n";
    std::list<std::string> words = {"pear", "apple", "fig", "apple"};
    words.sort([](const std::string &a, const std::string &b) { return a.size() < b.size(); });
    for (auto &w : words) std::cout << w << " ";
    std::cout << "\n";
}
