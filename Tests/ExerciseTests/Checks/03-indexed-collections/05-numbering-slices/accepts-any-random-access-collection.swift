// check: compiles
// NumberedList numbers any random-access collection, including those whose indices are not Ints: a
// reversed view of an array (the return trip, without copying the stops), a reversed slice, as well as
// arrays, slices, lazy maps and ranges.
import MiniUI

@testable import Exercise03_5

struct Stop: Identifiable {
    let id: Int
    var name: String
}

@MainActor
func lists(_ stops: [Stop]) -> some View {
    // Typed on purpose: with no type, `stops.reversed()` may pick the overload that copies into an Array.
    let returnTrip: ReversedCollection<[Stop]> = stops.reversed()
    let backFromTheSecond: ReversedCollection<ArraySlice<Stop>> = stops[1...].reversed()
    return VStack {
        NumberedList(stops) { Text($0.name) }
        NumberedList(stops[2...]) { Text($0.name) }
        NumberedList(returnTrip) { Text($0.name) }
        NumberedList(backFromTheSecond) { Text($0.name) }
        NumberedList(stops.lazy.map(\.name), id: \.self) { Text($0) }
        NumberedList(10..<13, id: \.self) { Text("Platform \($0)") }
    }
}
