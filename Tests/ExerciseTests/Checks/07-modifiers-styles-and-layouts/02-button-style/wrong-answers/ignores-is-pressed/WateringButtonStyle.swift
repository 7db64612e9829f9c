// wrong: draws the button one way whether it is pressed or not
// rejected-by: shows-the-pressed-button
// misconception: A style draws every state of the button, and `configuration.isPressed` is how SwiftUI says which
// misconception: one it wants now: it makes the body again when a finger goes down and when it comes up. Use it
// misconception: for the drop's symbol and the opacity.
// misconception-ja: スタイルはボタンのすべての状態を描きます。いまどの状態を描くのかを SwiftUI が伝えるのが
// misconception-ja: `configuration.isPressed` で、指が触れたときと離れたときに body をもう一度作らせます。しずくの記号と不透明度に使います。
// lesson: #ispressed-is-the-state-swiftui-passes
import MiniUI

struct WateringButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: "drop")
            configuration.label
        }
        .padding(6)
        .foregroundStyle(configuration.role == .destructive ? Color.red : Color.blue)
        .opacity(1)
    }
}

// `.buttonStyle(.watering)` looks `.watering` up on the parameter's type, a generic `S: ButtonStyle`: a static
// member of a protocol extension constrained to `Self == WateringButtonStyle` is found there (SE-0299).
extension ButtonStyle where Self == WateringButtonStyle {
    /// Drops before the labels, filled while pressed.
    static var watering: WateringButtonStyle { WateringButtonStyle() }
}
