// A beekeeper's hive inspection: visual effects driven by the geometry proxy and by a scroll transition's phase
// (three-dimensional rotation, colour multiplication, the scale and offset forms), and an underline that follows
// the chosen hive through anchor preferences read back with a geometry proxy.
import MiniUI

private struct ChosenHiveBounds: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

private struct FrameCorners: PreferenceKey {
    static let defaultValue: [String: Anchor<CGPoint>] = [:]

    static func reduce(value: inout [String: Anchor<CGPoint>], nextValue: () -> [String: Anchor<CGPoint>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct HiveFrame: Identifiable {
    let id: Int
    var broodCells: Int
}

struct HivePicker: View {
    let hives = ["Linden", "Clover", "Heather"]
    @State private var chosen = "Clover"

    var body: some View {
        HStack(spacing: 24) {
            ForEach(hives, id: \.self) { hive in
                Button(hive) { chosen = hive }
                    .anchorPreference(key: ChosenHiveBounds.self, value: .bounds) { anchor in
                        chosen == hive ? anchor : nil
                    }
            }
        }
        .overlayPreferenceValue(ChosenHiveBounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Capsule()
                        .fill(.orange)
                        .frame(width: rect.width, height: 3)
                        .offset(x: rect.minX, y: rect.maxY)
                }
            }
        }
        .backgroundPreferenceValue(ChosenHiveBounds.self, alignment: .bottom) { anchor in
            GeometryReader { proxy in
                Color.yellow.opacity(0.2)
                    .frame(height: anchor.map { proxy[$0].height } ?? 0)
            }
        }
    }
}

struct FrameCarousel: View {
    let frames = (1...8).map { HiveFrame(id: $0, broodCells: $0 * 120) }

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(frames) { frame in
                    Text("Frame \(frame.id): \(frame.broodCells) cells")
                        .padding()
                        .transformAnchorPreference(key: FrameCorners.self, value: .topLeading) { corners, anchor in
                            corners["frame-\(frame.id)"] = anchor
                        }
                        .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                            content
                                .rotation3DEffect(.degrees(phase.value * 30), axis: (x: 0, y: 1, z: 0))
                                .scaleEffect(phase.isIdentity ? 1 : 0.85)
                                .opacity(phase.isIdentity ? 1 : 0.6)
                                .colorMultiply(phase.isIdentity ? .white : .gray)
                        }
                }
            }
        }
        .backgroundPreferenceValue(FrameCorners.self) { corners in
            GeometryReader { proxy in
                ForEach(corners.keys.sorted(), id: \.self) { key in
                    if let corner = corners[key] {
                        Circle().frame(width: 4, height: 4).position(proxy[corner])
                    }
                }
            }
        }
    }
}

struct SmokerGauge: View {
    var body: some View {
        Image(systemName: "flame")
            .font(.largeTitle)
            .visualEffect { content, proxy in
                content
                    .rotation3DEffect(
                        .degrees(proxy.size.width > 400 ? 10 : 0), axis: (x: 1, y: 0, z: 0), anchor: .bottom,
                        anchorZ: 0, perspective: 0.5
                    )
                    .rotationEffect(.degrees(5), anchor: .bottom)
                    .scaleEffect(x: 1.1, y: 0.9, anchor: .bottom)
                    .scaleEffect(CGSize(width: 1, height: 1.05))
                    .offset(CGSize(width: 0, height: -2))
                    .offset(y: proxy.frame(in: .global).minY > 100 ? 4 : 0)
                    .blur(radius: 0.5, opaque: false)
                    .brightness(0.05)
                    .contrast(1.1)
                    .grayscale(0)
                    .hueRotation(.degrees(8))
                    .saturation(1.2)
                    .colorMultiply(.orange)
            }
            .overlay(alignment: .top) {
                Color.clear
                    .anchorPreference(key: FrameCorners.self, value: .center) { ["smoker": $0] }
            }
    }
}
