// wrong: the list's ForEach sets the preference on each row from outside, and BedRow itself reports nothing
// rejected-by: rows-report-by-themselves
// misconception: The screen sees the same names, but only because this list reports for its rows: a `BedRow` shown
// misconception: anywhere else says nothing. A preference belongs to the view that knows the value, so set it in
// misconception: `BedRow`'s own `body`, and every place that shows a row is heard.
// misconception-ja: 画面に届く名前は同じですが、それはこのリストが行の代わりに報告しているからです。ほかの場所に置いた
// misconception-ja: `BedRow` は何も報告しません。preference は値を知っているビューのものなので、`BedRow` 自身の `body`
// misconception-ja: で設定します。そうすれば、行を表示するどの場所でも聞こえます。
// lesson: #onpreferencechange-hears-what-is-below-it
import MiniUI

/// A bed and its soil's moisture, in percent.
struct SoilBed: Identifiable, Equatable {
    let id: Int
    var name: String
    var moisture: Int

    /// Under 30% a bed needs water.
    var isThirsty: Bool { moisture < 30 }
}

/// One bed's line. It reports its name under `ThirstyBedsKey` when it is thirsty, and no name when it is not.
struct BedRow: View {
    let bed: SoilBed

    var body: some View {
        Text("\(bed.name): \(bed.moisture)%")
    }
}

/// The beds, and above them the ones to water first, as the rows report them; the first of those is shown again
/// at the top, as the next one to water, with a button that waters it.
struct ThirstScreen: View {
    @State private var beds: [SoilBed]
    @State private var thirsty: [String] = []

    init(beds: [SoilBed]) {
        _beds = State(initialValue: beds)
    }

    var body: some View {
        VStack {
            Text(thirsty.isEmpty ? "Every bed is moist" : "Water first: \(thirsty.joined(separator: ", "))")
            if let next = beds.first(where: { $0.name == thirsty.first }) {
                // The next bed is a BedRow too, so it reports itself: it must stay outside the views whose
                // preference the screen hears, or it would count itself once more every time it appears.
                BedRow(bed: next)
                Button("Water \(next.name)") { water(next) }
            }
            VStack {
                ForEach(beds) { bed in
                    BedRow(bed: bed)
                        .preference(key: ThirstyBedsKey.self, value: bed.isThirsty ? [bed.name] : [])
                }
            }
            .onPreferenceChange(ThirstyBedsKey.self) { names in
                thirsty = names
            }
        }
    }

    private func water(_ bed: SoilBed) {
        guard let index = beds.firstIndex(where: { $0.id == bed.id }) else { return }
        beds[index].moisture = 60
    }
}
