/// Objective-C files written for the benchmark: a header's worth of interface and an
/// implementation of view controller methods, status bar overrides among them.
enum SyntheticObjectiveC {
  /// A file of about `bytes` bytes.
  static func file(bytes: Int) -> String {
    var text = """
      #import <UIKit/UIKit.h>
      #import "Theme.h"

      /// A screen of the synthetic app.
      @interface SyntheticViewController : UIViewController
      @property (nonatomic, strong) NSArray<NSString *> *items;
      @property (nonatomic) BOOL night;
      @end

      @implementation SyntheticViewController {
          NSInteger _count;
      }

      """
    var index = 0
    while text.utf8.count < bytes {
      text += """
        - (void)reloadSection\(index):(NSInteger)section animated:(BOOL)animated {
            /* Reload the rows of one section. */
            NSMutableArray *rows = [NSMutableArray arrayWithCapacity:self.items.count];
            for (NSString *item in self.items) {
                if ([item hasPrefix:@"#"]) { continue; }
                [rows addObject:[NSIndexPath indexPathForRow:_count inSection:section]];
            }
            [self.tableView reloadRowsAtIndexPaths:rows withRowAnimation:UITableViewRowAnimationFade];
        }

        - (UIStatusBarStyle)preferredStatusBarStyle {
            return self.night ? UIStatusBarStyleLightContent : UIStatusBarStyleDarkContent;
        }


        """
      index += 1
    }
    return text + "@end\n"
  }
}
