// check: compiles
// `readingTile(_:)` frames any view, not only a text: an image, a stack, a view that is already a tile. And
// `.modifier(ReadingTile(caption:))` gives the view its full type, `ModifiedContent<Text, ReadingTile>`: the view
// and the modifier, side by side.
import MiniUI

@testable import Exercise07_1

struct HumidityDial: View {
    let percent: Int
    var body: some View {
        HStack {
            Image(systemName: "humidity")
            Text("\(percent)%")
        }
    }
}

@MainActor
func frameReadings() {
    let text = Text("41%").readingTile("Moisture")
    let image = Image(systemName: "drop").readingTile("Valve")
    let dial = HumidityDial(percent: 70).readingTile("Humidity")
    let twice = Text("18 °C").readingTile("Night").readingTile("Bed 4")
    let padded = Text("6.5").readingTile("pH").padding(4)
    let spelled: ModifiedContent<Text, ReadingTile> = Text("12 lx").modifier(ReadingTile(caption: "Light"))
    _ = (text, image, dial, twice, padded, spelled)
}
