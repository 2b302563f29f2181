import SwiftUI
import UIKit

/// The composer, in a sheet: a caption and the camera.
struct ComposerView: View {
  @State private var caption = ""

  var body: some View {
    VStack {
      TextField("Caption", text: $caption)
      CameraView()
    }
  }
}

/// The UIKit camera screen, embedded in SwiftUI.
struct CameraView: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> CameraViewController {
    CameraViewController()
  }

  func updateUIViewController(_ controller: CameraViewController, context: Context) {}
}

final class CameraViewController: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle {
    .lightContent
  }
}
