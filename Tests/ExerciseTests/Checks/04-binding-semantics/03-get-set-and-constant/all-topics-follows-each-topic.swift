// check: runs
// "All topics" says what the set holds, however the set got there: following the topics one by one turns it
// on, and unfollowing one of them turns it off again. (A switch that kept its own Bool beside the set would
// only move when it is flipped itself: two sources of truth that disagree.)
import MiniUI

@testable import Exercise04_3

let host = ViewHost(TopicPicker(following: [.music]))
@MainActor
func report(_ action: String) {
    print("\(action): \(host.texts[0]) | All topics \(host.isOn("All topics") ? "on" : "off")")
}

host.toggle("Swift")
host.toggle("Design")
report("after following Swift and Design")
host.toggle("Music")
report("after unfollowing Music")
host.toggle("All topics")
report("after switching All topics on")
host.toggle("Design")
report("after unfollowing Design")

/* expected output:
after following Swift and Design: Following Swift, Design, Music | All topics on
after unfollowing Music: Following Swift, Design | All topics off
after switching All topics on: Following Swift, Design, Music | All topics on
after unfollowing Design: Following Swift, Music | All topics off
*/
