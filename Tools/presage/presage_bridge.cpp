// Line-oriented bridge to Presage for `tecla eval prediction`: each input line is the
// text before the cursor; each output line holds Presage's predictions, tab-separated.
// Build: g++ -O2 presage_bridge.cpp -lpresage -o presage-bridge
// Usage: presage-bridge CONFIG.xml
#include <presage.h>

#include <iostream>
#include <string>

class LineCallback : public PresageCallback {
public:
    std::string past;
    std::string get_past_stream() const override { return past; }
    std::string get_future_stream() const override { return ""; }
};

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: presage-bridge CONFIG.xml\n";
        return 2;
    }
    try {
        LineCallback callback;
        Presage presage(&callback, argv[1]);
        std::string line;
        while (std::getline(std::cin, line)) {
            callback.past = line;
            std::vector<std::string> predictions = presage.predict();
            for (size_t i = 0; i < predictions.size(); ++i) {
                if (i) std::cout << '\t';
                std::cout << predictions[i];
            }
            std::cout << '\n' << std::flush;
        }
    } catch (PresageException& e) {
        std::cerr << "presage error: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
