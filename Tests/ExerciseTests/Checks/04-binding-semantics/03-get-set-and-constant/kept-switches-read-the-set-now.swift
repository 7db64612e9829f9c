// check: runs
// A binding is kept by whoever was handed it, and used after the state changed elsewhere: it must read the set
// as it is now and write into it. A topic's switch made before its topic was unfollowed elsewhere reads off, and
// switching it on follows the topic again; a topic's switch made before another topic was followed elsewhere
// keeps that topic when it is switched on (its setter starts from the set as it is then, not from a copy taken
// when the switch was made); the "All topics" switch of a body kept from before unfollows them
// all when it writes off, and then reads what the set says as it changes on screen. (An answer worked out when
// the body ran reads off after "All topics" is switched on on screen; a Bool of its own in `@State` reads on
// after a topic is unfollowed: the two mistakes fail on different lines.) On screen, every change runs the body
// again and hands out new bindings, so a binding that answers with what it read when it was made looks right
// there.
import MiniUI

@testable import Exercise04_3

/// The bindings of the switches that a view's body holds outside any `ForEach` (a check's look inside the views
/// a body returns; SwiftUI keeps a switch's binding the same way, and reads it when it draws). Objects are not
/// looked into.
@MainActor
func switches(in value: Any, depth: Int = 0) -> [Binding<Bool>] {
    if let toggle = value as? Toggle<Text> {
        return (Mirror(reflecting: toggle).descendant("isOn") as? Binding<Bool>).map { [$0] } ?? []
    }
    let mirror = Mirror(reflecting: value)
    guard depth < 12, mirror.displayStyle != .class else { return [] }
    return mirror.children.flatMap { switches(in: $0.value, depth: depth + 1) }
}

var store: Set<Topic> = [.design]
let followed = Binding(get: { store }, set: { store = $0 })
let design = followed.contains(.design)
store.remove(.design)
print("Design switch after Design was unfollowed elsewhere:", design.wrappedValue ? "on" : "off")
design.wrappedValue = true
print("set after switching Design on:", store.map(\.title))
let music = followed.contains(.music)
store.insert(.swift)
music.wrappedValue = true
let inOrder = Topic.allCases.filter(store.contains).map(\.title)
print("set after Swift was followed elsewhere, then Music switched on:", inOrder)

let host = ViewHost(TopicPicker(following: [.swift]))
// The picker's body as it is now, kept: its first switch is "All topics".
let kept = host.views(of: TopicPicker.self).first.map { switches(in: $0.body) } ?? []
host.toggle("Design")
host.toggle("Music")
print("screen:", host.texts[0])
kept.first?.wrappedValue = false
print("after the kept All topics switch wrote off:", host.texts[0])
@MainActor func keptAllTopics() -> String { kept.first.map { $0.wrappedValue ? "on" : "off" } ?? "none" }
host.toggle("All topics")
print("All topics switched on on screen; the kept All topics switch reads:", keptAllTopics())
host.toggle("Swift")
print("Swift unfollowed on screen; the kept All topics switch reads:", keptAllTopics())
host.toggle("Swift")
print("Swift followed again; the kept All topics switch reads:", keptAllTopics())

/* expected output:
Design switch after Design was unfollowed elsewhere: off
set after switching Design on: ["Design"]
set after Swift was followed elsewhere, then Music switched on: ["Swift", "Design", "Music"]
screen: Following Swift, Design, Music
after the kept All topics switch wrote off: Following nothing
All topics switched on on screen; the kept All topics switch reads: on
Swift unfollowed on screen; the kept All topics switch reads: off
Swift followed again; the kept All topics switch reads: on
*/
