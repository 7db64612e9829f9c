// check: runs, preview
// Every switch moves when it is flipped, and the summary above follows: a topic switch inserts or
// removes its topic, and "All topics" follows everything or nothing. A constant binding would leave every
// switch where it started.
import MiniUI

@testable import Exercise04_3

let host = ViewHost(TopicPicker(following: [.swift]))

@MainActor
func report(_ action: String) {
    let switches = ["All topics", "Swift", "Design", "Music"].map { "\($0) \(host.isOn($0) ? "on" : "off")" }
    print("\(action): \(host.texts[0]) | \(switches.joined(separator: ", "))")
}

report("first screen")
host.toggle("Design")
report("flip Design")
host.toggle("Swift")
report("flip Swift")
host.toggle("All topics")
report("flip All topics")
host.toggle("All topics")
report("flip All topics")

/* expected output:
first screen: Following Swift | All topics off, Swift on, Design off, Music off
flip Design: Following Swift, Design | All topics off, Swift on, Design on, Music off
flip Swift: Following Design | All topics off, Swift off, Design on, Music off
flip All topics: Following Swift, Design, Music | All topics on, Swift on, Design on, Music on
flip All topics: Following nothing | All topics off, Swift off, Design off, Music off
*/
