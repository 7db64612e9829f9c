// A check-in screen reaching for UIKit through SwiftUI: a UIImage shown with Image(uiImage:), haptic
// feedback, the screen width, the device idiom and the Settings URL.
import MiniUI

struct PhotoCheckIn: View {
    @State private var photo: UIImage? = UIImage(systemName: "camera")
    var body: some View {
        VStack {
            if let photo {
                Image(uiImage: photo).resizable().scaledToFit()
            }
            Button("Tap") {
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
                UINotificationFeedbackGenerator().notificationOccurred(.success)
                UISelectionFeedbackGenerator().selectionChanged()
                if let url = URL(string: UIApplication.openSettingsURLString) {
                    UIApplication.shared.open(url)
                }
            }
            .frame(width: UIScreen.main.bounds.width * 0.8)
            .padding(UIDevice.current.userInterfaceIdiom == .pad ? 32 : 16)
        }
    }
}
