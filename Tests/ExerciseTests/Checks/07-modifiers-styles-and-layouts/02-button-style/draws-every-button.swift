// check: runs, preview
// The style, set once on the panel, draws every button below it, those inside the beds' rows included: a drop
// before the button's own label, blue, and red for the destructive button that stops the valves; of buttons of
// every role, only the destructive one is red. The colour may be spelled `.foregroundColor` or `.foregroundStyle`,
// and set before or after the padding.
// varies: the beds: how many, their ids and names
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

let beds = Vary.value(
    "beds", [WateredBed(id: 1, name: "Basil"), WateredBed(id: 2, name: "Lettuce")],
    describe: { $0.map { "\($0.id): \($0.name)" }.joined(separator: ", ") },
    varied: { random in
        let herbs = ["Chives", "Fennel", "Mint", "Parsley", "Sage", "Thyme"]
        let names = random.sample(herbs, count: random.int(in: 1...4))
        return names.enumerated().map { WateredBed(id: 10 + $0.offset * 3, name: $0.element) }
    })
print(normalized(ViewHost(WateringPanel(beds: beds)).screen))

/// Buttons of every role under the style: only the destructive one is red.
struct EveryRole: View {
    var body: some View {
        VStack {
            Button("Skip watering today", role: .cancel) {}
            Button("Drain the tank", role: .destructive) {}
            Button("Mist the seedlings") {}
        }
        .buttonStyle(.watering)
    }
}

print(normalized(ViewHost(EveryRole()).screen))

/* expected output:
VStack
  ForEach
    row id: 1
      HStack
        Text("Basil")
        Button
          HStack.padding(6).foregroundStyle(.blue)
            Image(systemName: "drop")
            Text("Water Basil")
    row id: 2
      HStack
        Text("Lettuce")
        Button
          HStack.padding(6).foregroundStyle(.blue)
            Image(systemName: "drop")
            Text("Water Lettuce")
  Button(role: .destructive)
    HStack.padding(6).foregroundStyle(.red)
      Image(systemName: "drop")
      Text("Stop all valves")
  Text("Watered: ")
VStack
  Button(role: .cancel)
    HStack.padding(6).foregroundStyle(.blue)
      Image(systemName: "drop")
      Text("Skip watering today")
  Button(role: .destructive)
    HStack.padding(6).foregroundStyle(.red)
      Image(systemName: "drop")
      Text("Drain the tank")
  Button
    HStack.padding(6).foregroundStyle(.blue)
      Image(systemName: "drop")
      Text("Mist the seedlings")
*/
