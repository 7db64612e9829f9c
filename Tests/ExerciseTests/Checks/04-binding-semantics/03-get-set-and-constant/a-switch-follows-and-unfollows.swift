// check: runs, preview
// Every switch moves when it is flipped, and the summary above follows: a topic switch inserts or
// removes its topic, and "All topics" follows everything or nothing. A constant binding would leave every
// switch where it started.
// varies: the topics followed at first and which switches are flipped, in which order
import MiniUI

@testable import Exercise04_3

let following = Vary.value(
    "followed at first", [Topic.swift], describe: { $0.map(\.title).description },
    varied: { random in
        random.element(of: [[], [.design], [.music], [.swift, .music], [.design, .music], [.swift, .design, .music]])
    })
let flips = Vary.value("flips", ["Design", "Swift", "All topics", "All topics"]) { random in
    (0..<random.int(in: 3...6)).map { _ in random.element(of: ["All topics", "Swift", "Design", "Music"]) }
}

let host = ViewHost(TopicPicker(following: Set(following)))

@MainActor
func report(_ action: String) {
    let switches = ["All topics", "Swift", "Design", "Music"].map { "\($0) \(host.isOn($0) ? "on" : "off")" }
    print("\(action): \(host.texts[0]) | \(switches.joined(separator: ", "))")
}

report("first screen")
for flip in flips {
    host.toggle(flip)
    report("flip \(flip)")
}

/* expected output:
first screen: Following Swift | All topics off, Swift on, Design off, Music off
flip Design: Following Swift, Design | All topics off, Swift on, Design on, Music off
flip Swift: Following Design | All topics off, Swift off, Design on, Music off
flip All topics: Following Swift, Design, Music | All topics on, Swift on, Design on, Music on
flip All topics: Following nothing | All topics off, Swift off, Design off, Music off
*/
