// check: runs
// `index(_:offsetBy:limitedBy:)` stops a move that would pass the limit, in either direction: moving back
// from the end past the start gives nil (`suffix(5)` of three days relies on that), and a limit that lies
// behind a forward move (or ahead of a backward one) does not stop it. A move that lands exactly on its limit,
// forwards, backwards or by zero steps, does not pass it and gives the limit, as Array's does. These are the
// base's own rules, and an IndexedCollection keeps them.
@testable import Exercise03_2

let days = ["Mon", "Tue", "Wed"].indexed()

func show(_ label: String, _ index: Int?) {
    print(label, index.map { "index \($0)" } ?? "nil")
}

show("back 2 from the end, limit at the start:", days.index(days.endIndex, offsetBy: -2, limitedBy: days.startIndex))
show("back 5 from the end, limit at the start:", days.index(days.endIndex, offsetBy: -5, limitedBy: days.startIndex))
show("forward 1 from 2, limit at 0 behind it:", days.index(2, offsetBy: 1, limitedBy: 0))
show("back 2 from 1, limit at 3 ahead of it:", days.index(1, offsetBy: -2, limitedBy: 3))
show("forward 3 from the start, limit at the end:", days.index(days.startIndex, offsetBy: 3, limitedBy: days.endIndex))
show("back 3 from the end, limit at the start:", days.index(days.endIndex, offsetBy: -3, limitedBy: days.startIndex))
show("none from 2, limit at 2:", days.index(2, offsetBy: 0, limitedBy: 2))

/* expected output:
back 2 from the end, limit at the start: index 1
back 5 from the end, limit at the start: nil
forward 1 from 2, limit at 0 behind it: index 3
back 2 from 1, limit at 3 ahead of it: index -1
forward 3 from the start, limit at the end: index 3
back 3 from the end, limit at the start: index 0
none from 2, limit at 2: index 2
*/
