// check: runs, preview
// The caller draws the numbers: the tracks still to play, a slice starting at index 3, are numbered from 1
// by the caller's `index + 1`, the list adds nothing of its own, and a caller may use the index differently
// (a label for the first row only). Rows keep the tracks' ids.
import MiniUI

@testable import Exercise03_6

struct Track: Identifiable {
    let id: Int
    var name: String
}

let tracks = [
    Track(id: 1, name: "Morning Tide"),
    Track(id: 2, name: "Paper Kites"),
    Track(id: 3, name: "Slow Train"),
    Track(id: 4, name: "Neon Rain"),
    Track(id: 5, name: "Last Ferry"),
]

let numbered = NumberedList(tracks[3...]) { index, track in
    HStack {
        Text("\(index + 1).")
        Text(track.name)
    }
}
print(ViewHost(numbered).screen)

let queue = NumberedList(["Calm", "Upbeat", "Late night"], id: \.self) { index, mood in
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
