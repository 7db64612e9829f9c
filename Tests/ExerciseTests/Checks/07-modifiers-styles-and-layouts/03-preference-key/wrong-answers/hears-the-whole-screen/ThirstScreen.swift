// wrong: hears the whole screen, the next-bed row at the top included, which then counts itself once more
// rejected-by: hears-the-thirsty-beds
// misconception: A preference that the screen's own answer produces feeds back into itself: the next-bed row appears
// misconception: because of what the screen heard, reports its name, and changes what the screen hears, in the same
// misconception: update (SwiftUI warns that the preference "tried to update multiple times per frame"). Hear only
// misconception: the rows that the answer does not create.
// misconception-ja: 画面自身の答えが生むプリファレンスは、自分に跳ね返ります。次の植え床の行は画面が聞いた結果として現れ、自分の名前を
// misconception-ja: 報告し、同じ更新の中で画面が聞くものを変えてしまいます（SwiftUI は "tried to update multiple times per frame" と警告します）。
// misconception-ja: 答えが生み出さない行だけを聞きます。
// lesson: #a-preference-that-feeds-back
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
            .preference(key: ThirstyBedsKey.self, value: bed.isThirsty ? [bed.name] : [])
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
                BedRow(bed: next)
                Button("Water \(next.name)") { water(next) }
            }
            VStack {
                ForEach(beds) { bed in
                    BedRow(bed: bed)
                }
            }
        }
        .onPreferenceChange(ThirstyBedsKey.self) { names in
            thirsty = names
        }
    }

    private func water(_ bed: SoilBed) {
        guard let index = beds.firstIndex(where: { $0.id == bed.id }) else { return }
        beds[index].moisture = 60
    }
}
