// A course-style host program: an LRU cache (list splice + map of list iterators), a set of
// events with lower_bound, deque rotate, numeric algorithms, std::function observers, a word
// count with stable_sort, shared_ptr/weak_ptr (g++'s output).
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
#include <map>
#include <set>
#include <list>
#include <deque>
#include <memory>
#include <functional>
#include <algorithm>
#include <numeric>
#include <iterator>
#include <utility>
#include <cassert>

template <typename K, typename V>
class LRUCache {
    size_t cap_;
    std::list<std::pair<K, V>> items_;
    std::map<K, typename std::list<std::pair<K, V>>::iterator> index_;
  public:
    explicit LRUCache(size_t cap) : cap_(cap) {}
    bool get(const K &k, V &out) {
        auto it = index_.find(k);
        if (it == index_.end()) return false;
        items_.splice(items_.begin(), items_, it->second);
        out = it->second->second;
        return true;
    }
    void put(const K &k, const V &v) {
        auto it = index_.find(k);
        if (it != index_.end()) { it->second->second = v; items_.splice(items_.begin(), items_, it->second); return; }
        items_.emplace_front(k, v);
        index_[k] = items_.begin();
        if (items_.size() > cap_) { index_.erase(items_.back().first); items_.pop_back(); }
    }
    std::vector<K> keys() const { std::vector<K> r; for (const auto &p : items_) r.push_back(p.first); return r; }
};

struct Event {
    int time; std::string name;
    bool operator<(const Event &o) const { return time != o.time ? time < o.time : name < o.name; }
};

template <typename Container>
std::string join(const Container &c, const std::string &sep = ", ") {
    std::ostringstream os;
    bool first = true;
    for (const auto &x : c) { if (!first) os << sep; os << x; first = false; }
    return os.str();
}

class Observer {
    std::vector<std::function<void(int)>> subs_;
  public:
    void subscribe(std::function<void(int)> f) { subs_.push_back(std::move(f)); }
    void emit(int v) const { for (auto &f : subs_) f(v); }
};

int main() {
    LRUCache<int, std::string> cache(2);
    cache.put(1, "one"); cache.put(2, "two");
    std::string s;
    std::cout << cache.get(1, s) << s << "\n";
    cache.put(3, "three");
    std::cout << cache.get(2, s) << " " << join(cache.keys()) << "\n";

    std::set<Event> evs{{3, "c"}, {1, "b"}, {1, "a"}, {2, "z"}};
    for (auto &e : evs) std::cout << e.time << e.name << " ";
    std::cout << "\n";
    auto it = evs.lower_bound(Event{2, ""});
    std::cout << it->name << " " << std::distance(evs.begin(), it) << "\n";

    std::deque<int> dq{1, 2, 3};
    dq.push_front(0); dq.push_back(4);
    std::rotate(dq.begin(), dq.begin() + 2, dq.end());
    std::cout << join(dq, "-") << "\n";

    std::vector<int> v(10);
    std::iota(v.begin(), v.end(), 1);
    auto evens = std::count_if(v.begin(), v.end(), [](int x) { return x % 2 == 0; });
    std::vector<int> out;
    std::copy_if(v.begin(), v.end(), std::back_inserter(out), [](int x) { return x > 6; });
    std::partial_sum(v.begin(), v.end(), v.begin());
    std::cout << evens << " " << join(out) << " " << v.back() << "\n";
    auto mm = std::minmax_element(out.begin(), out.end());
    std::cout << *mm.first << " " << *mm.second << "\n";

    Observer obs;
    int total = 0;
    obs.subscribe([&total](int x) { total += x; });
    obs.subscribe([](int x) { std::cout << "got " << x << "\n"; });
    obs.emit(5); obs.emit(7);
    std::cout << total << "\n";

    std::map<std::string, int> wc;
    std::istringstream text("the quick brown fox jumps over the lazy dog the end");
    std::string w;
    while (text >> w) ++wc[w];
    std::vector<std::pair<std::string, int>> sorted(wc.begin(), wc.end());
    std::stable_sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    for (size_t i = 0; i < 3; i++) std::cout << sorted[i].first << "=" << sorted[i].second << " ";
    std::cout << "\n";

    std::shared_ptr<int> sp = std::make_shared<int>(42);
    std::weak_ptr<int> wp = sp;
    std::cout << sp.use_count() << " " << (wp.lock() ? *wp.lock() : -1) << "\n";
    sp.reset();
    std::cout << wp.expired() << "\n";
    assert(total == 12);
    return 0;
}
