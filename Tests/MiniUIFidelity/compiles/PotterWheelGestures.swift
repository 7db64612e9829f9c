// A potter's wheel controls: the gesture symbols audited against iOS 18's documentation (drags in a
// coordinate space with their velocity and time, gesture masks and enabling, mapped and type-erased
// gestures, long presses that report pressing, content shape kinds and deferred system gestures).
import Foundation
import MiniUI

struct WheelControls: View {
    @GestureState private var pull = CGSize.zero
    @State private var spinning = false
    @State private var pressing = false
    @State private var lastSpeed = 0.0
    let locksWheel: Bool

    private var spin: AnyGesture<Double> {
        locksWheel
            ? AnyGesture(TapGesture().map { 0.0 })
            : AnyGesture(
                DragGesture(minimumDistance: 0, coordinateSpace: .named("wheel")).map { Double($0.velocity.width) })
    }

    var body: some View {
        VStack {
            Circle()
                .fill(.brown)
                .coordinateSpace(.named("wheel"))
                .gesture(spin.onEnded { lastSpeed = $0 }, including: locksWheel ? .subviews : .all)
                .simultaneousGesture(
                    DragGesture(coordinateSpace: .global)
                        .updating($pull) { value, state, _ in state = value.translation }
                        .onEnded { value in lastSpeed = Double(value.time.timeIntervalSince1970) },
                    isEnabled: !locksWheel
                )
                .highPriorityGesture(LongPressGesture(minimumDuration: 1), including: .gesture)
                .contentShape(.interaction, Circle())
                .contentShape([.dragPreview, .contextMenuPreview], RoundedRectangle(cornerRadius: 12))
            Text("Clay")
                .onLongPressGesture(minimumDuration: 0.3) {
                    spinning.toggle()
                } onPressingChanged: { isPressing in
                    pressing = isPressing
                }
                .gesture(TapGesture(count: 2), isEnabled: spinning)
                .highPriorityGesture(TapGesture(), isEnabled: pressing)
        }
        .defersSystemGestures(on: .bottom)
    }
}
