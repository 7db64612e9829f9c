// check: compiles
// PlainList takes what ForEach takes: an array, an array slice, a prefix, a range of numbers, a reversed or
// lazily mapped array. The collection's own type is the list's first generic parameter, so nothing is
// copied into an array on the way in (`PlainList<ArraySlice<Stop>, Int, Text>`). The first argument has
// no label, with either initializer. And the list keeps the very collection it was given in its `data`
// property, as the task asks: a slice stays a slice, a range stays a range.
import MiniUI

@testable import Exercise01_4

struct Stop: Identifiable {
    let id: Int
    let name: String
}

@MainActor
func usePlainLists(stops: [Stop]) {
    let all: PlainList<[Stop], Int, Text> = PlainList(stops) { stop in
        Text(stop.name)
    }
    let allButFirst: PlainList<ArraySlice<Stop>, Int, Text> = PlainList(stops[1...]) { stop in
        Text(stop.name)
    }
    let firstTwo = PlainList(stops.prefix(2)) { stop in
        if stop.id > 0 {
            Text(stop.name)
        }
    }
    let platforms: PlainList<ClosedRange<Int>, Int, Text> = PlainList(1...3, id: \.self) { number in
        Text("Platform \(number)")
    }
    let gates: PlainList<Range<Int>, Int, Text> = PlainList(0..<10, id: \.self) { gate in
        Text("Gate \(gate)")
    }
    let newestFirst = PlainList(stops.reversed()) { stop in
        Text(stop.name)
    }
    let names = PlainList(stops.lazy.map(\.name), id: \.self) { name in
        Text(name)
    }
    let keptSlice: ArraySlice<Stop> = allButFirst.data
    let keptRange: ClosedRange<Int> = platforms.data
    _ = (all, allButFirst, firstTwo, platforms, gates, newestFirst, names, keptSlice, keptRange)
}
