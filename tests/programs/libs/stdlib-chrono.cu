// <chrono> and <ratio> in host code: timing a loop with high_resolution_clock and
// steady_clock the ways CUDA samples do (duration<double, std::milli>(end - start).count(),
// duration_cast<microseconds>, duration<double> from a difference), conversions of fixed
// durations (truncation toward zero, float and double reps), arithmetic in the common type,
// comparisons across periods, time points, and ratio arithmetic. Only what does not depend on
// the clock is printed. Expected output: what g++ 12 with libstdc++ printed for this file
// compiled as C++ (host code only).
#include <chrono>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <ratio>

using namespace std::chrono;

static double seconds_of(std::chrono::duration<double> d) { return d.count(); }

int main()
{
    auto start = std::chrono::high_resolution_clock::now();
    volatile double x = 0;
    for (int i = 0; i < 100000; i++)
        x = x + i * 0.5;
    auto end = std::chrono::high_resolution_clock::now();
    std::chrono::duration<double> elapsed = end - start;
    double ms = std::chrono::duration<double, std::milli>(end - start).count();
    auto us = std::chrono::duration_cast<std::chrono::microseconds>(end - start).count();
    std::chrono::duration<float, std::milli> fms = end - start;
    std::cout << "elapsed >= 0: " << (elapsed.count() >= 0) << (ms >= 0) << (us >= 0) << (fms.count() >= 0)
              << " ms within 1 of s*1000: " << (ms - elapsed.count() * 1000 < 1) << std::endl;
    std::cout << "seconds_of: " << (seconds_of(end - start) >= 0) << " " << seconds_of(milliseconds(42)) << std::endl;

    // conversions of fixed durations
    std::cout << duration_cast<milliseconds>(seconds(2)).count() << " " << duration_cast<seconds>(milliseconds(2500)).count()
              << " " << duration_cast<seconds>(milliseconds(-2500)).count() << " " << duration_cast<minutes>(hours(2)).count()
              << " " << duration_cast<hours>(minutes(150)).count() << " " << duration_cast<nanoseconds>(microseconds(7)).count() << std::endl;
    std::cout << std::chrono::duration<double>(milliseconds(1500)).count() << " "
              << std::chrono::duration<double, std::milli>(nanoseconds(2500000)).count() << " "
              << duration<float, std::milli>(nanoseconds(123456789)).count() << " "
              << duration<float>(nanoseconds(1)).count() << " "
              << duration_cast<milliseconds>(duration<double>(1.2345)).count() << " "
              << std::chrono::duration_cast<std::chrono::duration<double>>(milliseconds(1234)).count() << std::endl;

    // arithmetic and comparisons
    auto d = seconds(1) + milliseconds(500);
    std::cout << d.count() << " " << (seconds(2) - milliseconds(1)).count() << " " << (seconds(1) < milliseconds(1500))
              << (milliseconds(1000) == seconds(1)) << (minutes(1) > seconds(59)) << (seconds(60) >= minutes(1))
              << (seconds(1) != milliseconds(1001)) << (microseconds(999) <= milliseconds(1)) << std::endl;
    milliseconds m(10);
    m += milliseconds(5);
    m *= 3;
    m -= milliseconds(1);
    ++m;
    m--;
    m /= 2;
    std::cout << m.count() << " " << (m * 2).count() << " " << (2 * m).count() << " " << (m / 4).count() << " "
              << (m * 0.5).count() << " " << (m / milliseconds(4)) << " " << (m % milliseconds(4)).count() << " "
              << (-m).count() << " " << (m % 5).count() << std::endl;
    std::chrono::duration<double> total(0);
    total += milliseconds(250);
    total += microseconds(125);
    total -= nanoseconds(1000);
    std::cout << total.count() << " " << milliseconds::zero().count() << " " << (milliseconds::max().count() > 0)
              << (seconds::min().count() < 0) << std::endl;

    // time points
    steady_clock::time_point t0 = steady_clock::now();
    steady_clock::time_point t1 = t0 + seconds(3);
    t1 += milliseconds(250);
    t1 -= microseconds(1);
    std::cout << duration_cast<milliseconds>(t1 - t0).count() << " " << (t1 - t0).count() << " " << (t1 > t0)
              << (t0 <= t1) << (t0 == t0) << " " << steady_clock::is_steady << system_clock::is_steady << std::endl;
    std::chrono::time_point<std::chrono::system_clock> a, b;
    a = std::chrono::system_clock::now();
    b = a + hours(1);
    std::cout << duration_cast<minutes>(b - a).count() << " " << (b.time_since_epoch() > a.time_since_epoch()) << std::endl;
    std::time_t tt = system_clock::to_time_t(system_clock::from_time_t(1700000000));
    std::cout << tt << " " << time_point_cast<seconds>(system_clock::from_time_t(1000)).time_since_epoch().count()
              << " " << (system_clock::to_time_t(system_clock::now()) > 1600000000) << std::endl;
    std::chrono::time_point<std::chrono::high_resolution_clock> hs = std::chrono::high_resolution_clock::now();
    std::cout << ((std::chrono::high_resolution_clock::now() - hs).count() >= 0) << std::endl;
    {
        auto duration = duration_cast<microseconds>(end - start);
        std::cout << "local named duration: " << (duration.count() >= 0) << std::endl;
    }

    // <ratio>
    std::cout << std::ratio<6, 4>::num << "/" << std::ratio<6, 4>::den << " " << std::ratio<3, -9>::num << "/"
              << std::ratio<3, -9>::den << " " << std::milli::num << "/" << std::milli::den << " " << std::nano::den
              << " " << std::kilo::num << std::endl;
    typedef std::ratio_multiply<std::ratio<2, 3>, std::ratio<9, 4> > M;
    typedef std::ratio_divide<std::ratio<2, 3>, std::ratio<-4, 9> > D;
    typedef std::ratio_add<std::ratio<1, 6>, std::ratio<1, 10> > A;
    typedef std::ratio_subtract<std::ratio<1, 6>, std::ratio<1, 2> > S;
    std::cout << M::num << "/" << M::den << " " << D::num << "/" << D::den << " " << A::num << "/" << A::den << " "
              << S::num << "/" << S::den << " " << std::ratio_equal<std::ratio<1, 2>, std::ratio<2, 4> >::value
              << std::ratio_less<std::milli, std::micro>::value << std::ratio_greater<std::milli, std::micro>::value
              << std::endl;
    return 0;
}
