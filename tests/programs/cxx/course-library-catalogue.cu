// Course-style host C++: a library catalogue with a custom exception class (runtime_error with a
// code), a set ordered by operator<, a map with a case-insensitive comparator, a generic
// operator<< for maps, string_view parameters compared with strings, erase while iterating,
// std::function callbacks, structured bindings over a map of vectors and a set of pairs.
// reference: g++
#include <iostream>
#include <map>
#include <set>
#include <vector>
#include <string>
#include <string_view>
#include <stdexcept>
#include <memory>
#include <algorithm>
#include <functional>
#include <sstream>

class LibraryError : public std::runtime_error {
public:
    LibraryError(const std::string &what, int code) : std::runtime_error(what), code_(code) {}
    int code() const noexcept { return code_; }
private:
    int code_;
};

struct Book {
    std::string title, author;
    int year;
    bool operator<(const Book &o) const { return year != o.year ? year < o.year : title < o.title; }
};

std::ostream &operator<<(std::ostream &os, const Book &b) {
    return os << '"' << b.title << "\" (" << b.author << ", " << b.year << ')';
}

template <class K, class V, class C>
std::ostream &operator<<(std::ostream &os, const std::map<K, V, C> &m) {
    os << '{';
    bool first = true;
    for (const auto &[k, v] : m) {
        os << (first ? "" : ", ") << k << ": " << v;
        first = false;
    }
    return os << '}';
}

struct CaseInsensitive {
    bool operator()(const std::string &a, const std::string &b) const {
        return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(),
            [](char x, char y) { return std::tolower(x) < std::tolower(y); });
    }
};

class Library {
public:
    void add(Book b) {
        if (b.year < 0) throw LibraryError("bad year for " + b.title, 22);
        by_author_[b.author]++;
        books_.insert(std::move(b));
    }
    std::vector<Book> by(std::string_view author) const {
        std::vector<Book> out;
        for (const auto &b : books_) if (b.author == author) out.push_back(b);
        return out;
    }
    const std::map<std::string, int, CaseInsensitive> &counts() const { return by_author_; }
    void remove_before(int year) {
        for (auto it = books_.begin(); it != books_.end();) {
            if (it->year < year) it = books_.erase(it);
            else ++it;
        }
    }
    std::size_t size() const { return books_.size(); }
    void each(const std::function<void(const Book &)> &f) const { for (const auto &b : books_) f(b); }
private:
    std::set<Book> books_;
    std::map<std::string, int, CaseInsensitive> by_author_;
};

int main() {
    Library lib;
    lib.add({"Dune", "Herbert", 1965});
    lib.add({"Emma", "austen", 1815});
    lib.add({"Persuasion", "Austen", 1817});
    lib.add({"Neuromancer", "Gibson", 1984});
    try {
        lib.add({"Future", "Nobody", -5});
    } catch (const LibraryError &e) {
        std::cout << "error " << e.code() << ": " << e.what() << '\n';
    }
    std::cout << lib.counts() << '\n';
    for (const auto &b : lib.by("Austen")) std::cout << b << '\n';
    lib.remove_before(1900);
    std::cout << lib.size() << " left\n";
    int total = 0;
    lib.each([&total](const Book &b) { total += b.year; });
    std::cout << "sum of years " << total << '\n';
    std::map<int, std::vector<std::string>> decades;
    lib.each([&](const Book &b) { decades[b.year / 10 * 10].push_back(b.title); });
    for (auto &[d, titles] : decades) {
        std::ostringstream os;
        for (auto &t : titles) os << t << ';';
        std::cout << d << "s: " << os.str() << '\n';
    }
    std::set<std::pair<int, std::string>> ranked{{2, "b"}, {1, "z"}, {2, "a"}};
    for (auto &[r, s] : ranked) std::cout << r << s << ' ';
    std::cout << '\n';
    auto it = ranked.lower_bound({2, ""});
    std::cout << it->second << ' ' << ranked.count({1, "z"}) << '\n';
    return 0;
}
