// check: compiles
// Both initializers hand the content closure an Int index and the element, for arrays, slices, reversed
// views and ranges; the closure is a view builder, so it may hold several views and an `if`.
import MiniUI

@testable import Exercise03_6

struct Track: Identifiable {
    let id: Int
    var name: String
}

@MainActor
func lists(_ tracks: [Track], _ moods: [String]) -> some View {
    let lastFirst: ReversedCollection<[Track]> = tracks.reversed()
    return VStack {
        NumberedList(tracks) { index, track in
            HStack {
                Text("\(index + 1).")
                Text(track.name)
            }
        }
        NumberedList(moods, id: \.self) { index, mood in
            Text("\(index + 1). \(mood)")
        }
        NumberedList(tracks[2...]) { index, track in
            if index == 0 {
                Text("Up next")
            }
            Text(track.name)
        }
        NumberedList(lastFirst) { index, track in
            let position: Int = index
            Text("#\(position + 1) \(track.name)")
        }
        NumberedList(10..<13, id: \.self) { index, side in
            Text("\(index + 1). Side \(side)")
        }
    }
}
