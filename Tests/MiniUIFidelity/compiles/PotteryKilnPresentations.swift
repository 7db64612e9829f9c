// A pottery studio's kiln log: the presentation symbols audited against iOS 18's documentation (a sheet's
// selected detent, a custom detent, content interaction and a custom background, sizing that fits or
// sticks, a sizing of our own, and the dialog icon and suppression toggle).
import Foundation
import MiniUI

private struct GlazeStripDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        context.dynamicTypeSize.isAccessibilitySize ? nil : max(120, context.maxDetentValue * 0.2)
    }
}

extension PresentationDetent {
    static let glazeStrip = Self.custom(GlazeStripDetent.self)
}

struct ShelfCardSizing: PresentationSizing {
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        let natural = root.sizeThatFits(.unspecified)
        return ProposedViewSize(width: min(natural.width, 420), height: nil)
    }
}

extension PresentationSizing where Self == ShelfCardSizing {
    static var shelfCard: ShelfCardSizing { ShelfCardSizing() }
}

struct KilnLog: View {
    @State private var showsGlazes = false
    @State private var showsFiring = false
    @State private var showsShelf = false
    @State private var confirmsUnload = false
    @State private var detent = PresentationDetent.glazeStrip
    @AppStorage("skip-unload-warning") private var skipsUnloadWarning = false

    var body: some View {
        VStack {
            Button("Glazes") { showsGlazes = true }
            Button("Firing schedule") { showsFiring = true }
            Button("Shelf plan") { showsShelf = true }
            Button("Unload kiln") { confirmsUnload = !skipsUnloadWarning }
        }
        .sheet(isPresented: $showsGlazes) {
            List(["Celadon", "Tenmoku", "Shino"], id: \.self) { glaze in
                Text(glaze)
            }
            .presentationDetents([.glazeStrip, .medium, .large], selection: $detent)
            .presentationContentInteraction(.scrolls)
            .presentationBackground(alignment: .bottom) {
                Color.brown.opacity(0.2)
            }
        }
        .sheet(isPresented: $showsFiring) {
            Text("Cone 6, hold 15 minutes")
                .presentationSizing(.form.fitted(horizontal: false, vertical: true))
                .presentationContentInteraction(.resizes)
        }
        .sheet(isPresented: $showsShelf) {
            Text("Top shelf: mugs")
                .presentationSizing(.shelfCard.sticky(vertical: true))
        }
        .confirmationDialog("Unload while warm?", isPresented: $confirmsUnload, titleVisibility: .visible) {
            Button("Unload", role: .destructive) {}
        }
        .dialogIcon(Image(systemName: "flame"))
        .dialogSuppressionToggle("Don't warn me again", isSuppressed: $skipsUnloadWarning)
    }
}

struct GlazeTestAlert: View {
    @State private var failed = false
    @State private var hidesRepeats = false
    private let severity = DialogSeverity.critical

    var body: some View {
        Button("Run glaze test") { failed = severity == .critical }
            .alert("Crazing found", isPresented: $failed) {
                Button("Log it") {}
            }
            .dialogSuppressionToggle(isSuppressed: $hidesRepeats)
            .dialogSuppressionToggle(Text("Hide repeats"), isSuppressed: $hidesRepeats)
            .dialogIcon(nil)
            .presentationSizing(.page.sticky())
    }
}
