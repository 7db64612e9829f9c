// The workshop app's entry point and a gesture-heavy wheel inspector: an `@main` app with a window
// group, scene storage, gesture state, magnify and rotate gestures, coordinate spaces, alignment guides,
// preferences, zoom navigation transitions and search tokens.
import MiniUI

@main
struct WorkshopApp: App {
    @StateObject private var queue = RepairQueue()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            WheelInspector()
                .environmentObject(queue)
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { queue.save() }
        }
    }
}

final class RepairQueue: ObservableObject {
    @Published var waiting: [String] = []
    func save() {}
}

struct SpokeWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct PartToken: Identifiable {
    let id: String
}

struct WheelInspector: View {
    @SceneStorage("inspector.tab") private var tab = 0
    @GestureState private var dragOffset = CGSize.zero
    @State private var zoom = 1.0
    @State private var angle = Angle.zero
    @State private var widest: CGFloat = 0
    @State private var query = ""
    @State private var tokens: [PartToken] = []
    @Namespace private var wheels

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Circle()
                    .stroke(.gray, lineWidth: 3)
                    .frame(width: 160, height: 160)
                    .offset(dragOffset)
                    .scaleEffect(zoom)
                    .rotationEffect(angle)
                    .gesture(
                        DragGesture()
                            .updating($dragOffset) { value, state, _ in
                                state = value.translation
                            }
                    )
                    .gesture(
                        MagnifyGesture()
                            .onChanged { value in zoom = value.magnification }
                            .simultaneously(with: RotateGesture().onChanged { value in angle = value.rotation })
                    )
                    .onTapGesture(count: 2) { zoom = 1 }
                    .onTapGesture { location in
                        print("Tapped at \(location.x), \(location.y)")
                    }
                GeometryReader { proxy in
                    Text("Rim")
                        .preference(key: SpokeWidthKey.self, value: proxy.frame(in: .global).width)
                        .alignmentGuide(.leading) { dimensions in dimensions[.trailing] }
                }
                .coordinateSpace(name: "wheel")
                .onPreferenceChange(SpokeWidthKey.self) { width in
                    widest = width
                }
                NavigationLink(value: 26) {
                    Text("26-inch wheels")
                }
                .matchedTransitionSource(id: 26, in: wheels)
            }
            .navigationDestination(for: Int.self) { size in
                Text("\(size)-inch")
                    .navigationTransition(.zoom(sourceID: size, in: wheels))
            }
            .searchable(text: $query, tokens: $tokens) { token in
                Text(token.id)
            }
            .toolbarBackgroundVisibility(.visible, for: .navigationBar)
        }
    }
}
