// check: runs, preview
// The caller draws the numbers: the tracks still to play, a slice starting at index 3, are numbered from 1
// by the caller's `index + 1`, the list adds nothing of its own, and a caller may use the index differently
// (a label for the first row only). Rows keep the tracks' ids.
// varies: the tracks (how many, their ids and names), where the slice starts (never at 0), and the moods
import MiniUI

@testable import Exercise03_6

struct Track: Identifiable {
    let id: Int
    var name: String
}

let tracks = Vary.value(
    "tracks",
    [
        Track(id: 1, name: "Morning Tide"),
        Track(id: 2, name: "Paper Kites"),
        Track(id: 3, name: "Slow Train"),
        Track(id: 4, name: "Neon Rain"),
        Track(id: 5, name: "Last Ferry"),
    ]
) { random in
    random.ints(count: random.int(in: 3...6), in: 6...60).map { id in
        Track(id: id, name: random.element(of: ["Amber Sky", "Low Clouds", "Night Bus", "Salt Air", "Copper Moon"]))
    }
}
let sliceStart = Vary.value("slice start", 3) { random in random.int(in: 1...(tracks.count - 1)) }
let moods = Vary.value("moods", ["Calm", "Upbeat", "Late night"]) { random in
    random.shuffled(["Focus", "Party", "Rainy day", "Road trip"]).prefix(random.int(in: 1...4)).map { $0 }
}

let numbered = NumberedList(tracks[sliceStart...]) { index, track in
    HStack {
        Text("\(index + 1).")
        Text(track.name)
    }
}
print(ViewHost(numbered).screen)

let queue = NumberedList(moods, id: \.self) { index, mood in
    if index == 0 {
        Text("Now:")
    }
    Text(mood)
}
print(ViewHost(queue).texts)

/* expected output:
List [style: .automatic, minRowHeight: 44]
  ForEach
    row id: 4 [separator: .automatic, insets: .automatic]
      HStack
        Text("1.")
        Text("Neon Rain")
    row id: 5 [separator: .automatic, insets: .automatic]
      HStack
        Text("2.")
        Text("Last Ferry")
["Now:", "Calm", "Upbeat", "Late night"]
*/
