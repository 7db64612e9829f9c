import MiniUI

// A knitting pattern screen: a stitch counter that VoiceOver can adjust, a search over yarns with token
// suggestions, and a pattern shared as text with a preview.

struct Yarn: Identifiable, Hashable {
    let id: String
    let weight: String
}

struct StitchCounter: View {
    @Binding var stitches: Int

    var body: some View {
        Text("\(stitches) stitches")
            .accessibilityElement(children: .combine)
            .accessibilityValue("\(stitches)")
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: stitches += 1
                case .decrement: stitches = max(stitches - 1, 0)
                @unknown default: break
                }
            }
    }
}

struct PatternScreen: View {
    @State private var stitches = 24
    @State private var query = ""
    @State private var chosen: [Yarn] = []
    private let yarns = [Yarn(id: "merino", weight: "DK"), Yarn(id: "alpaca", weight: "Lace")]
    private var pattern: String { "Cast on \(stitches) stitches, then knit every row." }

    var body: some View {
        NavigationStack {
            List {
                StitchCounter(stitches: $stitches)
                Text(pattern)
                    .selectionDisabled()
            }
            .searchable(text: $query, tokens: $chosen) { yarn in
                Text(yarn.id)
            }
            .searchSuggestions {
                ForEach(yarns) { yarn in
                    Label(yarn.id, systemImage: "circle.dotted")
                        .searchCompletion(yarn)
                }
            }
            .toolbar {
                ShareLink(
                    item: pattern, subject: Text("Garter scarf"),
                    preview: SharePreview("Garter scarf", image: Image(systemName: "scribble")))
            }
        }
    }
}
