// check: runs
// While a finger is on a button, SwiftUI makes the style's body again with `isPressed` true: the drop fills and the
// button dims. Only that button's style runs again; the action waits for the finger to come up. The style draws
// any label it is given, here a `Label` with an icon, without knowing what it is.
import MiniUI

@testable import Exercise07_2

/// The outline with the two spellings of a colour made one (`.foregroundColor` is the older name of what
/// `.foregroundStyle` does with a colour) and a full opacity, which changes nothing, left out: the task fixes the
/// colours and the dimming, not how they are spelled. A padding draws nothing, so a foreground style (inherited by
/// what the padding surrounds) and an opacity look the same on either side of it, and either order of the two:
/// a line's trailing run of these three modifiers is put in one order, so that the check reads only what they do.
func normalized(_ screen: String) -> String {
    let spelled = screen.replacing(".foregroundColor(", with: ".foregroundStyle(").replacing(".opacity(1)", with: "")
    return spelled.split(separator: "\n", omittingEmptySubsequences: false).map(inOneOrder).joined(separator: "\n")
}

let oneOrder = [".padding(", ".foregroundStyle(", ".opacity("]

func inOneOrder(_ line: Substring) -> String {
    var rest = line
    var run: [(rank: Int, text: Substring)] = []
    while rest.hasSuffix(")"), let open = rest.lastIndex(of: "("), let dot = rest[..<open].lastIndex(of: "."),
        let rank = oneOrder.firstIndex(of: String(rest[dot...open]))
    {
        run.insert((rank, rest[dot...]), at: 0)
        rest = rest[..<dot]
    }
    let ordered = run.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
    return String(rest) + ordered.map { String($0.element.text) }.joined()
}

let panel = ViewHost(WateringPanel(beds: [WateredBed(id: 4, name: "Mint"), WateredBed(id: 7, name: "Sage")]))
_ = panel.takeRenderLog()
panel.press("Water Sage")
print(normalized(panel.screen))
print("ran while pressed: \(panel.takeRenderLog())")
panel.release("Water Sage")
print("after release: \(panel.texts.last ?? "")")

let mist = ViewHost(
    Button {
    } label: {
        Label("Mist every bed", systemImage: "cloud.drizzle")
    }
    .buttonStyle(.watering))
mist.press("Mist every bed")
print(normalized(mist.screen))

/* expected output:
VStack
  ForEach
    row id: 4
      HStack
        Text("Mint")
        Button
          HStack.padding(6).foregroundStyle(.blue)
            Image(systemName: "drop")
            Text("Water Mint")
    row id: 7
      HStack
        Text("Sage")
        Button
          HStack.padding(6).foregroundStyle(.blue).opacity(0.5)
            Image(systemName: "drop.fill")
            Text("Water Sage")
  Button(role: .destructive)
    HStack.padding(6).foregroundStyle(.red)
      Image(systemName: "drop")
      Text("Stop all valves")
  Text("Watered: ")
ran while pressed: ["WateringButtonStyle[id: 7]"]
after release: Watered: Sage
Button
  HStack.padding(6).foregroundStyle(.blue).opacity(0.5)
    Image(systemName: "drop.fill")
    Label("Mist every bed", systemImage: "cloud.drizzle")
*/
