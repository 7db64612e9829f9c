// check: compiles
// The header's body is declared as the type the view builder makes of it, so a caller may rely on it: a
// `TupleView` of an `Image` and two `Text`s, in the order written, whose `value` is the tuple of the three views.
import MiniUI

@testable import Exercise06_4

@MainActor
func readHeader() {
    let body: TupleView<(Image, Text, Text)> = StopHeader(stop: "Harbour", zone: "B").body
    let (symbol, name, zone): (Image, Text, Text) = body.value
    _ = (symbol, name, zone)
}
