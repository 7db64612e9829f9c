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

/// The type of the `data` of every ForEach found in `value`, looking through the stored properties of the
/// views (and modifiers) it is made of.
func forEachDataTypes(in value: Any, depth: Int = 0) -> [String] {
    guard depth < 40 else { return [] }
    let mirror = Mirror(reflecting: value)
    if String(describing: type(of: value)).hasPrefix("ForEach<") {
        return mirror.children.filter { $0.label == "data" }.map { String(describing: type(of: $0.value)) }
    }
    return mirror.children.flatMap { forEachDataTypes(in: $0.value, depth: depth + 1) }
}

func show(_ label: String, _ body: some View) {
    let found = forEachDataTypes(in: body)
    print("\(label): ForEach over \(found.isEmpty ? "nothing found" : found.joined(separator: ", "))")
}

show("swatches[1...]", HorizontalScrollView(swatches[1...], id: \.hex) { Text($0.hex) }.body)
show("2..<5", HorizontalScrollView(2..<5) { Text("Page \($0)") }.body)

/* expected output:
swatches[1...]: ForEach over ArraySlice<Swatch>
2..<5: ForEach over Range<Int>
*/
