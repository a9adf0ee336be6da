// Course-style host C++: a polymorphic inventory (clone(), overrides that call their base
// version, a static counter), enum class with its own operator<<, sort by tuple keys, map of
// vectors with structured bindings, accumulate/count_if/find_if/remove_if, stream formatting.
// reference: g++
#include <iostream>
#include <iomanip>
#include <sstream>
#include <string>
#include <vector>
#include <map>
#include <memory>
#include <algorithm>
#include <numeric>
#include <tuple>

enum class Category { Tool, Food, Toy };

std::ostream &operator<<(std::ostream &os, Category c)
{
    switch (c) {
    case Category::Tool: return os << "tool";
    case Category::Food: return os << "food";
    case Category::Toy: return os << "toy";
    }
    return os;
}

class Item {
public:
    Item(std::string name, Category cat, double price, int qty)
        : name_(std::move(name)), cat_(cat), price_(price), qty_(qty) { ++count_; }
    Item(const Item &o) : name_(o.name_), cat_(o.cat_), price_(o.price_), qty_(o.qty_) { ++count_; }
    virtual ~Item() { --count_; }
    virtual std::unique_ptr<Item> clone() const { return std::make_unique<Item>(*this); }
    virtual double value() const { return price_ * qty_; }
    virtual std::string describe() const {
        std::ostringstream os;
        os << std::left << std::setw(10) << name_ << std::right << std::setw(6) << cat_
           << std::setw(8) << std::fixed << std::setprecision(2) << price_ << " x" << qty_;
        return os.str();
    }
    const std::string &name() const { return name_; }
    Category category() const { return cat_; }
    double price() const { return price_; }
    int qty() const { return qty_; }
    static int count() { return count_; }
private:
    std::string name_;
    Category cat_;
    double price_;
    int qty_;
    static int count_;
};
int Item::count_ = 0;

class Perishable : public Item {
public:
    Perishable(std::string name, double price, int qty, int days)
        : Item(std::move(name), Category::Food, price, qty), days_(days) {}
    std::unique_ptr<Item> clone() const override { return std::make_unique<Perishable>(*this); }
    double value() const override { return days_ < 3 ? Item::value() * 0.5 : Item::value(); }
    std::string describe() const override { return Item::describe() + " (" + std::to_string(days_) + "d)"; }
private:
    int days_;
};

int main()
{
    std::vector<std::unique_ptr<Item>> stock;
    stock.push_back(std::make_unique<Item>("hammer", Category::Tool, 12.5, 3));
    stock.push_back(std::make_unique<Perishable>("milk", 1.2, 10, 2));
    stock.push_back(std::make_unique<Item>("yoyo", Category::Toy, 3.0, 7));
    stock.push_back(std::make_unique<Perishable>("bread", 2.5, 4, 5));
    stock.push_back(std::make_unique<Item>("saw", Category::Tool, 20.0, 1));
    std::cout << "items alive: " << Item::count() << "\n";

    std::sort(stock.begin(), stock.end(), [](const auto &a, const auto &b) {
        return std::make_tuple(static_cast<int>(a->category()), -a->value()) <
               std::make_tuple(static_cast<int>(b->category()), -b->value());
    });
    for (const auto &it : stock)
        std::cout << it->describe() << " = " << it->value() << '\n';

    std::map<Category, std::vector<const Item *>> by_cat;
    for (const auto &it : stock)
        by_cat[it->category()].push_back(it.get());
    for (const auto &[cat, items] : by_cat) {
        double total = std::accumulate(items.begin(), items.end(), 0.0,
                                       [](double s, const Item *i) { return s + i->value(); });
        std::cout << cat << ": " << items.size() << " items, " << total << '\n';
    }

    auto cheap = std::count_if(stock.begin(), stock.end(), [](const auto &i) { return i->price() < 5; });
    std::cout << "cheap: " << cheap << '\n';
    auto it = std::find_if(stock.begin(), stock.end(), [](const auto &i) { return i->name() == "yoyo"; });
    if (it != stock.end())
        std::cout << "found " << (*it)->name() << " at " << (it - stock.begin()) << '\n';

    std::vector<std::unique_ptr<Item>> copy;
    for (const auto &i : stock)
        copy.push_back(i->clone());
    std::cout << "items alive: " << Item::count() << "\n";
    copy.erase(std::remove_if(copy.begin(), copy.end(), [](const auto &i) { return i->qty() > 3; }), copy.end());
    for (const auto &i : copy)
        std::cout << "kept " << i->name() << '\n';
    copy.clear();
    std::cout << "items alive: " << Item::count() << "\n";
    std::cout << std::scientific << std::setprecision(3) << 1234.5678 << ' ' << std::defaultfloat << 0.1 + 0.2 << '\n';
    return 0;
}
