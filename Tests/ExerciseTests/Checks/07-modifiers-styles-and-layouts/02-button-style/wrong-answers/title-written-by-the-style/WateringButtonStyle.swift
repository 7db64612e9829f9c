// wrong: writes a title of its own, "Water", instead of placing the label the button was given
// rejected-by: draws-every-button
// misconception: The style cannot know what a button's label says, and should not: `configuration.label` is the
// misconception: button's own label, erased to one type, and the style's job is to place it. A title written in
// misconception: the style makes every button read the same.
// misconception-ja: スタイルはボタンのラベルに何が書かれているかを知りえませんし、知る必要もありません。
// misconception-ja: `configuration.label` は 1 つの型に消去されたボタン自身のラベルで、スタイルの仕事はそれを置くことです。
// misconception-ja: スタイルが自分で題を書くと、どのボタンも同じ文字になってしまいます。
// lesson: #the-label-is-erased
import MiniUI

struct WateringButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isPressed ? "drop.fill" : "drop")
            Text("Water")
        }
        .padding(6)
        .foregroundStyle(configuration.role == .destructive ? Color.red : Color.blue)
        .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

// `.buttonStyle(.watering)` looks `.watering` up on the parameter's type, a generic `S: ButtonStyle`: a static
// member of a protocol extension constrained to `Self == WateringButtonStyle` is found there (SE-0299).
extension ButtonStyle where Self == WateringButtonStyle {
    /// Drops before the labels, filled while pressed.
    static var watering: WateringButtonStyle { WateringButtonStyle() }
}
