// check: runs
// The strip hands its elements to ForEach as the caller gave them: a slice stays an ArraySlice and the
// number shortcut's range a Range, as exercise 01.4 taught. Copying them into an Array in `body` pays for a
// copy of every element each time the body runs, and makes every ForEach a `ForEach<Array<…>, …>`.
import MiniUI

@testable import Exercise01_5

struct Swatch {
    let hex: String
}

let swatches = [Swatch(hex: "#112233"), Swatch(hex: "#445566"), Swatch(hex: "#778899")]

func show(_ label: String, _ body: some View) {
    let found = ViewHost.forEachDataTypes(in: body)
    print("\(label): ForEach over \(found.isEmpty ? "nothing found" : found.joined(separator: ", "))")
}

show("swatches[1...]", HorizontalScrollView(swatches[1...], id: \.hex) { Text($0.hex) }.body)
show("2..<5", HorizontalScrollView(2..<5) { Text("Page \($0)") }.body)

/* expected output:
swatches[1...]: ForEach over ArraySlice<Swatch>
2..<5: ForEach over Range<Int>
*/
