// Text and symbol styling a detail screen uses: conditional bold and underline, symbol effects and
// transitions, materials, container shapes, the edit mode, and the older size category.
import MiniUI

struct StyleSampler: View {
    @Environment(\.editMode) private var editMode
    @State private var flag = false
    @State private var icon = "star"
    var body: some View {
        VStack {
            Text("a").bold(flag).italic(flag)
            Image(systemName: icon).contentTransition(.symbolEffect(.replace))
            Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Viewing")
            Text("b").underline(flag, color: .red)
            Text("c").foregroundStyle(Color.accentColor)
            Text("d").font(.body.weight(.semibold).italic())
            Text("e").fontWeight(flag ? .bold : .regular)
            Text("f").multilineTextAlignment(.center).lineLimit(2, reservesSpace: true)
            Image(systemName: "g").symbolEffect(.bounce, value: flag)
            Image(systemName: "h").symbolEffect(.variableColor.iterative, options: .repeating)
            Image(systemName: "i").imageScale(.small).foregroundStyle(.secondary)
            Text("j").shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
            Text("k").frame(maxWidth: .infinity, maxHeight: 40, alignment: .leading)
            Text("l").background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
            Text("m").clipShape(.rect(topLeadingRadius: 8, bottomTrailingRadius: 8))
            Text("n").containerShape(.rect(cornerRadius: 12))
            Text("o").ignoresSafeArea(.keyboard)
            Text("p").id(flag)
            Text("q").task(id: flag, priority: .background) {}
            Text("r").onAppear { flag.toggle() }.onDisappear {}
            Text("s").environment(\.sizeCategory, .large)
        }
    }
}
